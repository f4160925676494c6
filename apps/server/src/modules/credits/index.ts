/**
 * The credits module's public face, for other modules and the wiring alike: the ledger (reserve,
 * capture, release), payments for paid services, and its routes and jobs; never the tables.
 */
export { registerCreditJobs } from './jobs.ts';
export type { OnServicePaid } from './payment-context.ts';
export { type PaymentsService, paymentsServiceFor } from './payments.ts';
export { creditRoutes } from './routes.ts';
export {
  type CreditsService,
  creditsService,
  InsufficientCreditsError,
  type Reservation,
  type ReserveOptions,
} from './service.ts';
