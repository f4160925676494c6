import { lazyDialog } from '@/lib/lazy-dialog';
import { closeLowCredits, closeTopUp, openTopUp, useCreditsDialogs } from './dialog-store';

const TopUpDialog = lazyDialog(() => import('./top-up-dialog').then((m) => m.TopUpDialog));
const LowCreditsDialog = lazyDialog(() => import('./low-credits-dialog').then((m) => m.LowCreditsDialog));

/** Renders the shared top-up and low-credits dialogs (opened through dialog-store). */
export function CreditsDialogsHost() {
  const { topUp, topUpOpenId, lowCredits } = useCreditsDialogs();
  return (
    <>
      <TopUpDialog
        open={topUp}
        openId={topUpOpenId}
        onOpenChange={(open) => (open ? openTopUp() : closeTopUp())}
      />
      <LowCreditsDialog
        open={lowCredits !== null}
        required={lowCredits?.required}
        onOpenChange={(open) => (open ? undefined : closeLowCredits())}
        onTopUp={openTopUp}
      />
    </>
  );
}
