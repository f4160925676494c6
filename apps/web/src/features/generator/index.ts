/** The packaging generator: its form (public, with the logged-out launch) and the generations pages. */
export { GenerationPage, GenerationsPage } from './generations-pages';
export { GeneratorPage } from './generator-page';
export { LatestGenerations } from './latest-generations';
export { readPendingLaunch } from './pending-launch';
