import type { User } from '@packsmith/core';
import { LazyPopover, lazyPopoverBody } from '@/components/ui/lazy-popover';
import { initials, manageLabel } from '@/features/users/profile';

const body = lazyPopoverBody<{ user: User; onSignOut: () => void }>(() => import('./user-menu-body'));

export function Avatar({ user, className }: { user: Pick<User, 'name' | 'email'>; className?: string }) {
  return (
    <span
      className={`flex items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 font-semibold text-white ${className ?? 'size-9 text-sm'}`}
      aria-hidden
    >
      {initials(user.name, user.email)}
    </span>
  );
}

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
