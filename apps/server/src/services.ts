/**
 * The composition root's second half: the services other modules share, each built once from the
 * ports (deps.ts) and handed to every module's `register` (modules.ts). A service another module
 * uses is built here, once; a module's own services are built once inside its register.ts. Modules
 * take what they use from these (`deps.credits`, `deps.assets` …) and construct none of them.
 */
import { actionsService, adminActionsService } from './modules/actions/index.ts';
import { assetsService } from './modules/assets/index.ts';
import { authService } from './modules/auth/index.ts';
import { collectionsService } from './modules/collections/index.ts';
import { creditsService, paymentsServiceFor } from './modules/credits/index.ts';
import { flagsService } from './modules/flags/index.ts';
import { notificationsService } from './modules/notifications/index.ts';
import type { AppDeps } from './ports.ts';

export function buildServices(ports: AppDeps) {
  // The ledger, images, notifications and flags: most modules use them.
  const base = {
    ...ports,
    credits: creditsService(ports.db),
    assets: assetsService(ports),
    notifications: notificationsService(ports),
    featureFlags: flagsService(ports),
  };
  const collections = collectionsService(base);
  return {
    ...base,
    collections,
    actions: actionsService(base),
    adminActions: adminActionsService(base),
    // Checkouts, webhooks and refunds (the `payments` port is the provider they talk to).
    billing: paymentsServiceFor(base),
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
