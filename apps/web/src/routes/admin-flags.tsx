import { FlagsPage } from '@/features/admin';

/** /admin/flags (staff only, behind RequireStaff in the route table). */
export function Component() {
  return <FlagsPage />;
}
