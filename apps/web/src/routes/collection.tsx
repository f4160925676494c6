import { useParams } from 'react-router';
import { CollectionPage } from '@/features/collections';

/** /dashboard/collections/{id} (behind RequireAuth in the route table). */
export function Component() {
  const { id = '' } = useParams();
  return <CollectionPage key={id} id={id} />;
}
