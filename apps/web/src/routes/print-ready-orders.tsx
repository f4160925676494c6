import { PrintReadyOrdersPage } from '@/features/print-ready';

/** /print-ready/orders (behind RequireAuth in the route table). */
export function Component() {
  return <PrintReadyOrdersPage />;
}
