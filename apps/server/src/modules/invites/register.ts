/** The invites module's entry for the composition root (modules.ts): its routes and jobs. */
import { INVITE_FEATURE_LABELS } from '@packsmith/core';
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { alertTeam } from '../team-alerts/index.ts';
import { inviteAdminRoutes, inviteRoutes } from './routes.ts';
import { invitesService } from './service.ts';

export const register: RegisterModule<AppDeps & { notifications: NotificationsService }> = (
  app,
  _jobs,
  services,
) => {
  const invites = invitesService({
    db: services.db,
    notifications: services.notifications,
    // Waitlist sign-ups alert the team.
    onWaitlistJoined: (_userId, feature) =>
      alertTeam(services, {
        source: 'waitlist',
        text: `New waitlist sign-up for ${INVITE_FEATURE_LABELS[feature]}`,
      }),
  });
  app.routes(inviteRoutes(invites));
  app.admin(inviteAdminRoutes(invites));
};
