/** The collections module's face for other modules (the admin list, benches). */
export { type CollectionsService, collectionsService, invitationPath } from './service.ts';
