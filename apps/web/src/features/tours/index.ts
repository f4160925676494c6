/** The tours feature's public face: the first-visit guided tour of a screen. */
export { GuidedTour } from './guided-tour';
