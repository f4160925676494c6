import { JUDGE_MESSAGES } from '@packsmith/core';
import { Star } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

/** Rating needs a paid tier: 'Upgrade to rate your design' (spec §2 Toolbox dialog). */
export function JudgeUpsellDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={JUDGE_MESSAGES.upsellTitle}
        description={JUDGE_MESSAGES.upsellMessage}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{JUDGE_MESSAGES.upsellDecline}</Button>
            </DialogClose>
            <a
              href="/pricing"
              target="_blank"
              rel="noopener"
              className={buttonClass()}
              onClick={() => onOpenChange(false)}
            >
              <Star aria-hidden /> {JUDGE_MESSAGES.upsellAccept}
            </a>
          </>
        }
      >
        <ul className="space-y-1.5 text-sm text-zinc-600">
          <li>
            Six scores with notes: shelf impact, legibility, hierarchy, brand consistency, contrast, print
            risk.
          </li>
          <li>Compare 2–4 designs and see which one wins.</li>
        </ul>
      </DialogContent>
    </Dialog>
  );
}
