/** Mockups feature: the stepped form, a mockup's page (outputs as they render) and the list. */
export { mockupKeys, useLatestMockups, useMockup, useMockups } from './api';
export { LatestMockups } from './latest-mockups';
export { MockupFormPage } from './mockup-form-page';
export { MockupPage } from './mockup-page';
export { MockupsListPage } from './mockups-list-page';
