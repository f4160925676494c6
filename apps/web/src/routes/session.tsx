import { useParams } from 'react-router';
import { SessionPage } from '@/features/sessions';

/** /dashboard/sessions/{sessionId} (behind RequireAuth in the route table). */
export function Component() {
  const { sessionId = '' } = useParams();
  return <SessionPage key={sessionId} sessionId={sessionId} />;
}
