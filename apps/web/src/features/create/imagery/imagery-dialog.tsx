import type { FlowDialogProps } from '../flow-store';

// Placeholder until this flow's dialog is built (issue 8); the host renders nothing for it.
export default function FlowDialog(_props: FlowDialogProps) {
  return null;
}
