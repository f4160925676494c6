import { cn } from '@/lib/cn';

/** A still life of packaging (carton, bottle, can, pouch) drawn in SVG — no image assets needed. */
export function PackagingIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 420 300"
      className={cn('h-auto w-full', className)}
      role="img"
      aria-label="Packaging designs"
    >
      <defs>
        <linearGradient id="pi-carton" x1="0" x2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#fbbf24" />
        </linearGradient>
        <linearGradient id="pi-carton-side" x1="0" x2="1">
          <stop offset="0" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
        <linearGradient id="pi-bottle" x1="0" x2="1">
          <stop offset="0" stopColor="#c4b5fd" />
          <stop offset="0.45" stopColor="#ede9fe" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
        <linearGradient id="pi-can" x1="0" x2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="0.4" stopColor="#5eead4" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
        <linearGradient id="pi-pouch" x1="0" x2="1">
          <stop offset="0" stopColor="#fda4af" />
          <stop offset="0.5" stopColor="#ffe4e6" />
          <stop offset="1" stopColor="#fb7185" />
        </linearGradient>
        <radialGradient id="pi-shadow">
          <stop offset="0" stopColor="#000" stopOpacity="0.35" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="210" cy="272" rx="190" ry="16" fill="url(#pi-shadow)" />
      {/* carton */}
      <g>
        <path d="M40 92 L96 78 L128 92 L72 106 Z" fill="#fef3c7" />
        <path d="M72 106 L128 92 L128 262 L72 276 Z" fill="url(#pi-carton-side)" />
        <path d="M40 92 L72 106 L72 276 L40 262 Z" fill="url(#pi-carton)" />
        <rect x="46" y="150" width="20" height="60" rx="3" fill="#fff" opacity="0.85" />
        <circle cx="100" cy="150" r="14" fill="#fff" opacity="0.9" />
        <path d="M92 150 l6 6 l10-12" stroke="#d97706" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="86" y="182" width="30" height="5" rx="2.5" fill="#fff" opacity="0.8" />
        <rect x="86" y="192" width="22" height="5" rx="2.5" fill="#fff" opacity="0.6" />
      </g>
      {/* bottle */}
      <g>
        <rect x="172" y="34" width="30" height="22" rx="4" fill="#4c1d95" />
        <path
          d="M176 56 h22 v18 c0 10 22 16 22 40 v140 c0 10 -8 16 -16 16 h-34 c-8 0 -16 -6 -16 -16 v-140 c0 -24 22 -30 22 -40 z"
          fill="url(#pi-bottle)"
        />
        <rect x="160" y="140" width="54" height="70" rx="8" fill="#6236f0" />
        <text
          x="187"
          y="172"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill="#fff"
          fontFamily="Inter, sans-serif"
        >
          LUMA
        </text>
        <rect x="172" y="182" width="30" height="4" rx="2" fill="#c4b5fd" />
        <rect x="176" y="191" width="22" height="4" rx="2" fill="#c4b5fd" opacity="0.7" />
      </g>
      {/* can */}
      <g>
        <path d="M252 118 h62 v140 a31 9 0 0 1 -62 0 z" fill="url(#pi-can)" />
        <ellipse cx="283" cy="118" rx="31" ry="9" fill="#99f6e4" />
        <ellipse cx="283" cy="118" rx="22" ry="5.5" fill="#5eead4" />
        <circle cx="283" cy="182" r="20" fill="#fff" opacity="0.92" />
        <path d="M273 186 q10 -22 20 0" stroke="#0d9488" strokeWidth="4" fill="none" strokeLinecap="round" />
        <rect x="263" y="222" width="40" height="5" rx="2.5" fill="#fff" opacity="0.7" />
      </g>
      {/* pouch */}
      <g>
        <path d="M336 150 q34 -8 68 0 l-6 108 q-28 10 -56 0 z" fill="url(#pi-pouch)" />
        <rect x="338" y="156" width="64" height="5" rx="2" fill="#fff" opacity="0.6" />
        <path d="M352 200 q18 -24 36 0 q-18 24 -36 0z" fill="#e11d48" opacity="0.85" />
        <circle cx="370" cy="200" r="4" fill="#fff" />
        <rect x="354" y="232" width="32" height="4" rx="2" fill="#fff" opacity="0.8" />
      </g>
    </svg>
  );
}
