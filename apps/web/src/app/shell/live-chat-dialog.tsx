import { Mail, MessagesSquare } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { openCrisp, SupportChat, useSupportConfig } from '@/features/support';
import { useSession } from '@/features/users';
import { HELP_CENTRE_URL, SUPPORT_EMAIL } from '../links';

/** The two ways to reach us besides the chat: mail and the help centre. */
function OtherWays() {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="flex items-center gap-3 rounded-xl border border-zinc-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/50"
      >
        <Mail className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-zinc-900">Email support</span>
          <span className="block truncate text-xs text-zinc-500">{SUPPORT_EMAIL}</span>
        </span>
      </a>
      <a
        href={HELP_CENTRE_URL}
        target="_blank"
        rel="noreferrer"
        className="flex items-center gap-3 rounded-xl border border-zinc-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/50"
      >
        <MessagesSquare className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-zinc-900">Help centre</span>
          <span className="block truncate text-xs text-zinc-500">Guides and answers</span>
        </span>
      </a>
    </div>
  );
}

/** With Crisp configured: its widget loads on this first opening and takes over; this closes. */
function CrispOpener({ websiteId, onOpened }: { websiteId: string; onOpened: () => void }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    openCrisp(websiteId)
      .then(() => live && onOpened())
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [websiteId, onOpened]);
  if (failed)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-zinc-600">The chat could not be opened. You can still reach us here:</p>
        <OtherWays />
      </div>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-600" data-testid="crisp-opening">
      <Spinner className="size-4" /> Opening the chat…
    </p>
  );
}

/**
 * Live chat: the built-in chat with the team for signed-in people, or the hosted widget (Crisp)
 * when the installation has one. Signed-out visitors get mail and the help centre.
 */
export function LiveChatDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const config = useSupportConfig(open);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const crispId = config.data?.driver === 'crisp' ? config.data.crispWebsiteId : null;

  let body: ReactNode;
  if (config.isPending) body = <Spinner className="size-5" />;
  else if (crispId) body = open ? <CrispOpener websiteId={crispId} onOpened={close} /> : null;
  else if (session.status === 'ready')
    body = (
      <div className="flex flex-col gap-3">
        <SupportChat />
        <OtherWays />
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-zinc-600">
          <Link to="/login" onClick={close} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>{' '}
          to chat with the team, or reach us another way:
        </p>
        <OtherWays />
      </div>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        title="Talk to the Packsmith team"
        description="Questions about a design, your plan or a print order? We're happy to help."
        footer={<DialogClose className={buttonClass({ variant: 'outline' })}>Close</DialogClose>}
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}
