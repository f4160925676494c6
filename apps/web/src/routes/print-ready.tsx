import { InstantPdfOffer, PrintReadyLanding } from '@/features/print-ready';

/** /print-ready: the instant PDF (for ?assetId=) above the human services. */
export function Component() {
  return <PrintReadyLanding instantPdf={<InstantPdfOffer />} />;
}
