/** The judge module's face: its routes and its paid job (register.ts adds them, modules.ts lists it). */
export { judgeJob } from './jobs.ts';
export { type JudgeJobDeps, runJudge } from './pipeline.ts';
export { judgeRoutes } from './routes.ts';
export { type JudgeServiceDeps, judgeService } from './service.ts';
