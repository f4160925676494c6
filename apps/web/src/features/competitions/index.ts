/** Competitions: the promotion banner (mount once in the shell) and the staff page. */
export { AdminCompetitionsPage } from './admin-competitions-page';
export { CompetitionBanner } from './competition-banner';
