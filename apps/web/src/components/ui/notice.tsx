import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const TONES = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info, iconClass: 'text-sky-600' },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: CircleCheck,
    iconClass: 'text-emerald-600',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: TriangleExclamationPoint,
    iconClass: 'text-amber-600',
  },
  danger: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: CircleExclamationPoint,
    iconClass: 'text-red-600',
  },
} as const;

/** An inline message box for page-level information and errors. */
export function Notice({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-0.5', 'opacity-90')}>{children}</div> : null}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}

/** A query that failed: what could not load, why, and a 'Try again' that refetches. */
export function LoadError({
  title,
  error,
  onRetry,
  className,
}: {
  title: ReactNode;
  error: Error;
  onRetry: () => unknown;
  className?: string;
}) {
  return (
    <Notice
      tone="danger"
      title={title}
      className={className}
      action={
        <Button size="sm" variant="outline" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Notice>
  );
}
