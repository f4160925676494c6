import { TOOLBOX_TEXT } from '@packsmith/core';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** Rating needs a paid tier: 'Upgrade to rate your design' → /pricing in a new tab. */
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
        title={TOOLBOX_TEXT.upsellTitle}
        description={TOOLBOX_TEXT.upsellBody}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {TOOLBOX_TEXT.upsellDecline}
            </Button>
            <Button
              onClick={() => {
                window.open('/pricing', '_blank', 'noopener');
                onOpenChange(false);
              }}
            >
              <Sparkles aria-hidden /> {TOOLBOX_TEXT.upsellAccept}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
