import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <defs>
        <linearGradient id="ps-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7f5cff" />
          <stop offset="1" stopColor="#5328d6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#ps-mark)" />
      <path
        d="M16 6.5 25 11v10l-9 4.5L7 21V11z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M7.5 11.3 16 15.5l8.5-4.2M16 15.5v9.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      {compact ? null : (
        <span className="text-[17px] font-semibold tracking-tight text-zinc-900">Packsmith</span>
      )}
    </span>
  );
}
