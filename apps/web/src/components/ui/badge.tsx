import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  neutral: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  dark: 'bg-zinc-900 text-white ring-zinc-900',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ className, variant = 'neutral', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/** A page's tool name above its title (Editor, Extractor…): the brand badge with the tool's icon. */
export function ToolBadge({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Badge variant="brand">
      <Icon className="size-3" aria-hidden /> {children}
    </Badge>
  );
}
