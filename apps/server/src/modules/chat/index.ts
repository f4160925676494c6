/** The chat module's face: the editor's conversations and their turns; never the tables. */
export { chatTurnJob } from './jobs.ts';
export { type ChatService, type ChatServiceDeps, chatService } from './service.ts';
export { type ChatTurnDeps, runChatTurn } from './turn.ts';
