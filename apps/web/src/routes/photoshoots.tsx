import { PhotoshootsPage } from '@/features/photoshoots';

/** /dashboard/photoshoots (behind RequireAuth and the render MVP flag in the route table). */
export function Component() {
  return <PhotoshootsPage />;
}
