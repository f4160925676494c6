/** Design sessions in the web app: the session page with its actions, polling and asset dialog. */
export { fetchSession, type SessionDetail, useSessionDetail } from './api';
export { SessionPage } from './session-page';
