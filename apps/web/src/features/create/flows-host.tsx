import { lazy, Suspense } from 'react';
import { type CreateFlowId, closeCreateFlow, type FlowDialogProps, useCreateFlow } from './flow-store';

/** Each flow's dialog is its own chunk, loaded when first opened. */
const DIALOGS: Record<
  CreateFlowId,
  React.LazyExoticComponent<(props: FlowDialogProps) => React.ReactNode>
> = {
  'logo-design': lazy(() => import('./logo/logo-dialog')),
  'ai-imagery': lazy(() => import('./imagery/imagery-dialog')),
  'packaging-range': lazy(() => import('./packaging-range/packaging-range-dialog')),
  'variant-range': lazy(() => import('./variant-range/variant-range-dialog')),
  'product-photoshoot': lazy(() => import('./photoshoot/photoshoot-dialog')),
};

/** Renders the open creation dialog (mounted once in the app layout). */
export function CreateFlowsHost() {
  const request = useCreateFlow();
  if (!request) return null;
  const Dialog = DIALOGS[request.flow];
  return (
    <Suspense fallback={null}>
      <Dialog request={request} onClose={closeCreateFlow} />
    </Suspense>
  );
}
