/** The exit survey's public face: asking before a move down or a cancel, and staff's answers page. */
export { AdminExitSurveysPage } from './admin-exit-surveys-page';
export { useExitSurvey } from './exit-survey-dialog';
