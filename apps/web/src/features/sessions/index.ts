/** Design sessions in the web app: the session page, the projects list and recent projects. */

export { ActionCard } from './action-card';
export { fetchSession, type SessionDetail, useSessionDetail } from './api';
export { ProjectsPage } from './projects-page';
export { RecentProjects } from './recent-projects';
export { POLL_INTERVAL_MS, shouldPoll } from './rules';
export { SessionPage } from './session-page';
