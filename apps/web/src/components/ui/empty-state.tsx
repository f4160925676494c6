import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  size = 'md',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center text-center',
        size === 'md' ? 'gap-3 px-6 py-12' : 'gap-2 px-4 py-6',
        className,
      )}
    >
      <div
        className={cn(
          'flex items-center justify-center rounded-2xl bg-gradient-to-b from-brand-50 to-brand-100/60 text-brand-600 ring-1 ring-brand-100',
          size === 'md' ? 'mb-1 size-12' : 'size-9 rounded-xl',
        )}
      >
        <Icon className={size === 'md' ? 'size-6' : 'size-4.5'} aria-hidden />
      </div>
      <p className={cn('font-semibold text-zinc-900', size === 'md' ? 'text-base' : 'text-sm')}>{title}</p>
      {description ? (
        <p className={cn('max-w-sm text-zinc-500', size === 'md' ? 'text-sm' : 'text-xs')}>{description}</p>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
