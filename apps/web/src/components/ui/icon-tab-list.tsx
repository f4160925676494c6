import type { LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { cn } from '@/lib/cn';

export interface IconTab<T extends string> {
  id: T;
  label: string;
  /** Shown instead of the label on phones. */
  short: string;
  icon: LucideIcon;
}

/**
 * A segmented row of icon tabs (inside a Radix `Tabs.Root`): icon above a short label on phones,
 * icon beside the full label from `sm` up.
 */
export function IconTabList<T extends string>({
  tabs,
  label,
  testId,
}: {
  tabs: readonly IconTab<T>[];
  /** The list's accessible name. */
  label: string;
  testId?: string;
}) {
  return (
    <Tabs.List
      aria-label={label}
      className="grid grid-cols-3 gap-1 rounded-2xl bg-zinc-100 p-1"
      data-testid={testId}
    >
      {tabs.map(({ id, label, short, icon: Icon }) => (
        <Tabs.Trigger
          key={id}
          value={id}
          aria-label={label}
          className={cn(
            'flex min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-2 py-2 text-xs font-medium text-zinc-500 transition-colors sm:flex-row sm:gap-2 sm:text-sm',
            'hover:text-zinc-800 data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm',
          )}
        >
          <Icon className="size-4 shrink-0" aria-hidden />
          <span className="truncate sm:hidden">{short}</span>
          <span className="hidden truncate sm:inline">{label}</span>
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
