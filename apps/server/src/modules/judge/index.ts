/**
 * The judge module's public face, for other modules and the wiring alike: its routes and its queue
 * (registered by app.ts and main.ts).
 */
export { registerJudgeJobs } from './jobs.ts';
export { type JudgeJobDeps, runJudge } from './pipeline.ts';
export { judgeRoutes } from './routes.ts';
export { type JudgeServiceDeps, judgeService } from './service.ts';
