import { PrintReadyLanding } from '@/features/print-ready';

/** /print-ready. The "Instant print-ready PDF" offer goes in the landing's `instantPdf` slot. */
export function Component() {
  return <PrintReadyLanding />;
}
