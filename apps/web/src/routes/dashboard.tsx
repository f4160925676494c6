import type { User } from '@packsmith/core';
import { CalendarClock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKING_URL } from '@/app/links';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { PackagingIllustration } from '@/components/ui/packaging-illustration';
import { PublicDesignsNotice } from '@/features/assets';
import { QuickCreate, RecentWork } from '@/features/dashboard';
import { GuidedTour } from '@/features/tours';
import { firstName, greeting, promoBannerKind, useUser } from '@/features/users';
import { useShellActions } from '@/lib/shell-actions-context';

function PromoBanner({ user, onCreate }: { user: User; onCreate: () => void }) {
  const booking = promoBannerKind(user) === 'booking';
  return (
    <section
      className="relative overflow-hidden rounded-3xl bg-brand-950 px-6 py-7 text-white sm:px-10 sm:py-9"
      data-testid="promo-banner"
      data-kind={booking ? 'booking' : 'create'}
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(149,122,255,0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(251,191,36,0.2),transparent_55%)]"
      />
      <div className="relative grid items-center gap-6 md:grid-cols-[1fr_320px]">
        <div>
          {booking ? (
            <>
              <p className="text-sm font-medium text-amber-300">Launching soon?</p>
              <h2 className="mt-1.5 text-2xl font-semibold tracking-tight sm:text-[28px]">
                Book a free 15-minute launch call
              </h2>
              <p className="mt-2 max-w-lg text-sm text-brand-100/80 sm:text-[15px]">
                Talk to a packaging designer about your launch — we'll help you get from concept to print on
                time.
              </p>
              <a
                href={BOOKING_URL}
                target="_blank"
                rel="noreferrer"
                className={buttonClass({ className: 'mt-6 bg-white text-brand-800 hover:bg-brand-50' })}
              >
                <CalendarClock aria-hidden /> Book a call
              </a>
            </>
          ) : (
            <>
              <p className="text-sm font-medium text-amber-300">Packaging, logos, mockups and more</p>
              <h2 className="mt-1.5 text-2xl font-semibold tracking-tight sm:text-[28px]">
                Create Something Iconic Today!
              </h2>
              <p className="mt-2 max-w-lg text-sm text-brand-100/80 sm:text-[15px]">
                Describe your product and get distinct packaging routes in seconds, then refine them by
                chatting with AI.
              </p>
              <Button onClick={onCreate} className="mt-6 bg-white text-brand-800 hover:bg-brand-50">
                <Plus aria-hidden /> Start creating
              </Button>
            </>
          )}
        </div>
        <PackagingIllustration className="hidden md:block" />
      </div>
    </section>
  );
}

export function Component() {
  const user = useUser();
  const { openCreate } = useShellActions();
  if (!user) return null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-[28px]"
            data-testid="greeting"
          >
            {greeting(new Date().getHours())}, {firstName(user.name)}
          </h1>
          <p className="mt-1 text-[15px] text-zinc-500">What are we designing today?</p>
        </div>
        <Button onClick={() => openCreate()} className="self-start sm:self-auto" data-tour="create-new">
          <Plus aria-hidden /> Create new
        </Button>
      </header>

      <PublicDesignsNotice paid={user.tier !== 'free'} />
      <PromoBanner user={user} onCreate={() => openCreate()} />

      <section aria-labelledby="quick-create">
        <h2 id="quick-create" className="mb-3 text-sm font-semibold text-zinc-900">
          Quick create
        </h2>
        <QuickCreate />
      </section>

      <Card className="p-5 sm:p-6">
        <RecentWork
          heading={
            <div>
              <CardTitle>Recent work</CardTitle>
              <CardDescription>Pick up where you left off.</CardDescription>
            </div>
          }
          trailing={
            <Link to="/dashboard/projects" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              View all
            </Link>
          }
        />
      </Card>
      <GuidedTour tourId="dashboard" />
    </div>
  );
}
