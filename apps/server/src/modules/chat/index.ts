/**
 * The chat module's public face, for other modules and the wiring alike: the editor's conversations
 * and their turns; never the tables.
 */
export { registerChatJobs } from './jobs.ts';
export { type ChatService, type ChatServiceDeps, chatService } from './service.ts';
export { type ChatTurnDeps, runChatTurn } from './turn.ts';
