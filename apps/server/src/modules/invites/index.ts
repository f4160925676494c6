/**
 * The invites module's public face, for other modules and the wiring alike: its service, and who
 * has unlocked which invite-only feature (register.ts adds its routes).
 */
export {
  accessibleFeatures,
  type InvitesDeps,
  type InvitesService,
  invitesService,
  newInviteCode,
} from './service.ts';
