import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

/**
 * A button that asks before closing an order for good (the customer's cancel, staff's refund):
 * the dialog says what happens to the money, and Confirm runs `onConfirm`.
 */
export function ConfirmClose({
  label,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  testId,
  children,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (done: () => void) => void;
  testId: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      {open ? (
        <DialogContent
          title={title}
          description={description}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="danger"
                loading={busy}
                onClick={() => onConfirm(() => setOpen(false))}
                data-testid={`${testId}-confirm`}
              >
                {confirmLabel}
              </Button>
            </>
          }
        >
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
