import { PhotoshootsPage } from '@/features/photoshoots/photoshoots-page';

/** /dashboard/photoshoots (behind RequireAuth and the render MVP flag in the route table). */
export function Component() {
  return <PhotoshootsPage />;
}
