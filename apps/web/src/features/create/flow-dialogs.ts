import { lazy } from 'react';
import type { CreateFlowId, FlowDialogProps } from './flow-store';

/** Each flow's dialog is its own chunk, loaded when first opened. */
export const FLOW_DIALOGS: Record<
  CreateFlowId,
  React.LazyExoticComponent<(props: FlowDialogProps) => React.ReactNode>
> = {
  'logo-design': lazy(() => import('./logo/logo-dialog')),
  'ai-imagery': lazy(() => import('./imagery/imagery-dialog')),
  'packaging-range': lazy(() => import('./packaging-range/packaging-range-dialog')),
  'variant-range': lazy(() => import('./variant-range/variant-range-dialog')),
  'product-photoshoot': lazy(() => import('./photoshoot/photoshoot-dialog')),
};
