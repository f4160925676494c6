import { Mail, MessagesSquare } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { HELP_CENTRE_URL, SUPPORT_EMAIL } from '../links';

/**
 * The customer-chat widget is a third-party service that is not connected on this
 * installation; until it is, the Live chat item offers the two ways to reach us.
 */
export function LiveChatDialog({
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
        title="Talk to the Packsmith team"
        description="Questions about a design, your plan or a print order? We're happy to help."
        footer={<DialogClose className={buttonClass({ variant: 'outline' })}>Close</DialogClose>}
      >
        <div className="flex flex-col gap-3">
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="flex items-center gap-3 rounded-xl border border-zinc-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/50"
          >
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Mail className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-zinc-900">Email support</span>
              <span className="block truncate text-sm text-zinc-500">
                {SUPPORT_EMAIL} · replies within a working day
              </span>
            </span>
          </a>
          <a
            href={HELP_CENTRE_URL}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-3 rounded-xl border border-zinc-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/50"
          >
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <MessagesSquare className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-zinc-900">Help centre</span>
              <span className="block text-sm text-zinc-500">Guides and answers to common questions</span>
            </span>
          </a>
          <p className="text-xs text-zinc-400">Live chat is not connected on this installation.</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
