import type { User } from '@packsmith/core';
import { initials } from '@/features/users';

/** The user's initials on the brand gradient (top bar, account menu). */
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
