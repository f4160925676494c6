/** The invites module's public face, for other modules and the wiring alike: its routes and service. */
export { inviteAdminRoutes, inviteRoutes } from './routes.ts';
export { type InvitesDeps, type InvitesService, invitesService, newInviteCode } from './service.ts';
