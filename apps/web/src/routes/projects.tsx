import { ProjectsPage } from '@/features/sessions';

/** /dashboard/projects (behind RequireAuth in the route table). */
export function Component() {
  return <ProjectsPage />;
}
