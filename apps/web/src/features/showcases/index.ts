/** Showcases: the owner's consent switch, the Explore showcase and staff's page. */
export { AdminShowcasesPage } from './admin-showcases-page';
export { ShowcaseConsentToggle } from './consent-toggle';
export { ExploreShowcase } from './explore-showcase';
