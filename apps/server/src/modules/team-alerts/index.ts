/** The team-alerts module's face for other modules: telling the team on Slack. */
export { alertTeam } from './service.ts';
