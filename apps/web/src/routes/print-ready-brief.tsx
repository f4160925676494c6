import { PrintReadyBriefPage } from '@/features/print-ready';

/** /print-ready/:fileType (the brief form; anyone may open it, ordering needs signing in). */
export function Component() {
  return <PrintReadyBriefPage />;
}
