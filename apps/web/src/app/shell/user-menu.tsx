import type { User } from '@packsmith/core';
import { LazyPopover, lazyPopoverBody } from '@/components/ui/lazy-popover';
import { manageLabel } from '@/features/users';
import { Avatar } from './avatar';

const body = lazyPopoverBody<{ user: User; onSignOut: () => void }>(() => import('./user-menu-body'));

/** Account popover: upgrade, pricing, credits history, billing, help, sign out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <LazyPopover
      body={body}
      bodyProps={{ user, onSignOut }}
      className="rounded-full ring-offset-2 transition-shadow hover:ring-2 hover:ring-zinc-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-200"
      aria-label={`${manageLabel(user.tier)} — ${user.name}`}
      data-testid="user-menu"
    >
      <Avatar user={user} />
    </LazyPopover>
  );
}
