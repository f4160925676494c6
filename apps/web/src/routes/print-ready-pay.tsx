import { PrintReadyPayPage } from '@/features/print-ready';

/** /print-ready/pay/:fileType (behind RequireAuth and the print-ready product page flag). */
export function Component() {
  return <PrintReadyPayPage />;
}
