import type { PendingInvitation } from '@packsmith/core';
import { MailOpen } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useUser } from '@/features/users';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAcceptInvitation, useInvitations, useRemoveCollaborator } from './api';

/** Accept (opens the collection) and Decline (removes one's own invitation) for one invitation. */
export function InvitationButtons({
  collectionId,
  onDeclined,
  className,
}: {
  collectionId: string;
  onDeclined?: () => void;
  className?: string;
}) {
  const accept = useAcceptInvitation(collectionId);
  const decline = useRemoveCollaborator(collectionId);
  const user = useUser();
  const navigate = useNavigate();
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row', className)}>
      <Button
        variant="outline"
        loading={decline.isPending}
        disabled={!user}
        onClick={() =>
          user &&
          decline.mutate(user.userId, {
            onSuccess: () => onDeclined?.(),
            onError: (e) => notify.error('Error', isApiError(e) ? e.message : 'Could not decline'),
          })
        }
      >
        Decline
      </Button>
      <Button
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: () => navigate(`/dashboard/collections/${collectionId}`, { replace: true }),
            onError: (e) => notify.error('Error', isApiError(e) ? e.message : 'Could not accept'),
          })
        }
      >
        Accept invitation
      </Button>
    </div>
  );
}

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/50 p-4 sm:flex-row sm:items-center"
      data-testid="pending-invitation"
    >
      <MailOpen className="size-6 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-zinc-900">{invitation.name}</p>
        <p className="text-sm text-zinc-600">
          {invitation.invitedBy || 'Someone'} invited you to collaborate on this collection.
        </p>
      </div>
      <InvitationButtons collectionId={invitation.collectionId} />
    </li>
  );
}

/** The Collections list's first section: invitations waiting for an answer (nothing when there are none). */
export function PendingInvitations() {
  const query = useInvitations();
  const invitations = query.data ?? [];
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-heading" className="mb-6 space-y-3">
      <h2 id="pending-invitations-heading" className="text-sm font-semibold text-zinc-700">
        Invitations ({invitations.length})
      </h2>
      <ul className="space-y-3">
        {invitations.map((i) => (
          <InvitationRow key={i.collectionId} invitation={i} />
        ))}
      </ul>
    </section>
  );
}
