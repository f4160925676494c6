import type { Logger } from 'pino';
import type { JobQueue } from '../../ports.ts';
import type { CreditsService } from './service.ts';

export const ALLOWANCE_RESET_QUEUE = 'credits-allowance-reset';

/**
 * Resets are due on each user's own monthly anniversary, so the job runs every 15 minutes and
 * resets whoever is due (balance reads and reservations also apply a due reset on the spot, so
 * a late or stopped worker never shows a stale allowance).
 */
export const ALLOWANCE_RESET_CRON = '*/15 * * * *';

export const SUBSCRIPTION_EXPIRY_QUEUE = 'credits-subscription-expiry';

/** Paid periods end at any minute; a quarter of an hour late is soon enough to go back to Free. */
export const SUBSCRIPTION_EXPIRY_CRON = '*/15 * * * *';

/** Runs the monthly allowance reset once, now; tests and the job both call this. */
export async function runAllowanceReset(credits: Pick<CreditsService, 'runAllowanceResets'>) {
  return credits.runAllowanceResets();
}

/**
 * Runs the expiry sweep once, now: paid tiers whose subscriptionEndsAt has passed (not staff
 * upgrades) go back to Free, each recorded as a tier_changes row with reason 'expiry'.
 */
export async function runSubscriptionExpiry(credits: Pick<CreditsService, 'runSubscriptionExpiries'>) {
  return credits.runSubscriptionExpiries();
}

export async function registerCreditJobs(jobs: JobQueue, credits: CreditsService, log: Logger) {
  await jobs.ensure(ALLOWANCE_RESET_QUEUE);
  await jobs.schedule(ALLOWANCE_RESET_QUEUE, ALLOWANCE_RESET_CRON);
  await jobs.work(ALLOWANCE_RESET_QUEUE, {}, async () => {
    const { resets } = await runAllowanceReset(credits);
    if (resets > 0) log.info({ resets }, 'monthly credit allowances reset');
  });
  await jobs.ensure(SUBSCRIPTION_EXPIRY_QUEUE);
  await jobs.schedule(SUBSCRIPTION_EXPIRY_QUEUE, SUBSCRIPTION_EXPIRY_CRON);
  await jobs.work(SUBSCRIPTION_EXPIRY_QUEUE, {}, async () => {
    const { downgrades } = await runSubscriptionExpiry(credits);
    if (downgrades > 0) log.info({ downgrades }, 'ended subscriptions moved back to Free');
  });
}
