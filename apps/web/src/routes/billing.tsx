import { BillingPage } from '@/features/credits';

/** /dashboard/billing: the user menu's Billing (behind RequireAuth in the route table). */
export function Component() {
  return <BillingPage />;
}
