import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { PackagingIllustration } from '@/components/ui/packaging-illustration';
import { cn } from '@/lib/cn';

const POINTS = [
  'Packaging concepts, logos and mockups from one brief',
  'Edit any design by chatting with AI',
  'Print-ready files finished by human designers',
];

/** Split layout for sign-in, sign-up and onboarding: the form on the left, the product on the right. */
export function AuthLayout({ children, aside = true }: { children: ReactNode; aside?: boolean }) {
  return (
    <div className={cn('flex min-h-dvh', aside ? 'bg-white' : 'bg-canvas')}>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center px-5 sm:px-8">
          <Link to="/dashboard" aria-label="Packsmith home" className="rounded-lg">
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-5 py-8 sm:items-center sm:px-8">
          {children}
        </main>
        <footer className="flex flex-wrap gap-x-4 gap-y-1 px-5 py-5 text-xs text-zinc-400 sm:px-8">
          <span>© {new Date().getFullYear()} Packsmith</span>
          <Link to="/legal/privacy-policy" className="hover:text-zinc-700">
            Privacy policy
          </Link>
          <Link to="/legal/platform-terms-of-use" className="hover:text-zinc-700">
            Terms of use
          </Link>
        </footer>
      </div>
      {aside ? (
        <aside className="relative hidden w-[44%] max-w-[640px] shrink-0 overflow-hidden bg-brand-950 lg:flex lg:flex-col lg:justify-between">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(149,122,255,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(251,191,36,0.18),transparent_50%)]"
          />
          <div className="relative px-12 pt-16">
            <p className="text-sm font-medium text-brand-300">Packsmith</p>
            <h2 className="mt-3 max-w-md text-[34px] leading-[1.1] font-semibold tracking-tight text-white">
              Professional AI packaging design in seconds.
            </h2>
            <p className="mt-4 max-w-md text-[15px] text-brand-200/80">
              Design packaging your customers love by chatting with AI.
            </p>
            <ul className="mt-8 flex flex-col gap-3">
              {POINTS.map((point) => (
                <li key={point} className="flex items-start gap-3 text-sm text-brand-100">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative px-10 pb-10">
            <PackagingIllustration />
          </div>
        </aside>
      ) : null}
    </div>
  );
}
