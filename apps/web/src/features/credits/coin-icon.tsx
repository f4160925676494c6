import { cn } from '@/lib/cn';

/** A credit coin (lucide's Coins reads as a chain link at 14 px); red when the balance is 'none'. */
export function CoinIcon({ className, empty = false }: { className?: string; empty?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={cn('size-4 shrink-0', className)} aria-hidden>
      <circle
        cx="10"
        cy="10"
        r="8.25"
        fill={empty ? '#fecaca' : '#fcd34d'}
        stroke={empty ? '#ef4444' : '#d97706'}
        strokeWidth="1.5"
      />
      <circle
        cx="10"
        cy="10"
        r="4.75"
        fill="none"
        stroke={empty ? '#ef4444' : '#d97706'}
        strokeWidth="1.4"
        opacity="0.7"
      />
      <path
        d="M6.2 6.6a5 5 0 0 1 3.1-1.8"
        stroke="#fff"
        strokeWidth="1.3"
        strokeLinecap="round"
        opacity="0.8"
      />
    </svg>
  );
}
