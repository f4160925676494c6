import { AdminDesignGenerationsPage } from '@/features/admin';

/** /admin/design-generations (behind RequireStaff in the route table). */
export function Component() {
  return <AdminDesignGenerationsPage />;
}
