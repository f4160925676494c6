/** The judge module's face: its routes and its queue (registered by app.ts and main.ts). */
export { judgeJob } from './jobs.ts';
export { type JudgeJobDeps, runJudge } from './pipeline.ts';
export { judgeRoutes } from './routes.ts';
export { type JudgeServiceDeps, judgeService } from './service.ts';
