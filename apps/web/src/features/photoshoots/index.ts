/** The user's product photoshoots (the render MVP flag's page). */
export { PhotoshootsPage } from './photoshoots-page';
