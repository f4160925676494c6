/**
 * The collections module's public face, for other modules and the wiring alike: collections and their
 * invitation links.
 */
export { type CollectionsService, collectionsService, invitationPath } from './service.ts';
