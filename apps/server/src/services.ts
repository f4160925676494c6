/**
 * The composition root's second half: the services other modules share, each built once from the
 * ports (deps.ts) and handed to every module's `register` (modules.ts). A module's own services
 * are built inside its register.
 */
import { assetsServiceFor } from './modules/assets/index.ts';
import { authService } from './modules/auth/index.ts';
import { collectionsService } from './modules/collections/index.ts';
import { creditsService } from './modules/credits/service.ts';
import { flagsService } from './modules/flags/index.ts';
import { notificationsService } from './modules/notifications/index.ts';
import type { AppDeps } from './ports.ts';

export function buildServices(ports: AppDeps) {
  const collections = collectionsService(ports);
  return {
    ...ports,
    credits: creditsService(ports.db),
    assets: assetsServiceFor(ports),
    notifications: notificationsService(ports),
    featureFlags: flagsService(ports),
    collections,
    auth: authService({
      db: ports.db,
      mailer: ports.mailer,
      blockedPatterns: ports.config.blockedEmailPatterns,
      codeRequestsPerIp: ports.config.AUTH_CODE_REQUESTS_PER_IP,
      // Collection invitations sent to the address before it had an account become theirs.
      onSignIn: async (user) => {
        await collections
          .claimInvitations(user.id, user.email)
          .catch((err) =>
            ports.log.warn({ err, userId: user.id }, 'collection invitations not claimed at sign-in'),
          );
      },
    }),
  };
}

export type Services = ReturnType<typeof buildServices>;
