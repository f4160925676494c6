import { useParams } from 'react-router';
import { GenerationPage } from '@/features/generator';

/** /dashboard/generations/{id} (behind RequireAuth in the route table). */
export function Component() {
  const { id = '' } = useParams();
  return <GenerationPage key={id} id={id} />;
}
