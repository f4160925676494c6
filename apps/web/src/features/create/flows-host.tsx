import { Suspense } from 'react';
import { FLOW_DIALOGS } from './flow-dialogs';
import { closeCreateFlow, useCreateFlow } from './flow-store';

/** Renders the open creation dialog (mounted once in the app layout). */
export function CreateFlowsHost() {
  const request = useCreateFlow();
  if (!request) return null;
  const Dialog = FLOW_DIALOGS[request.flow];
  return (
    <Suspense fallback={null}>
      <Dialog request={request} onClose={closeCreateFlow} />
    </Suspense>
  );
}
