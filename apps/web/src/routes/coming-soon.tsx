import { ArrowLeft, Check, Construction } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '@/app/route-handle';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { IconIllustration } from '@/components/ui/icon-illustration';
import { Page, PageHeader } from '@/components/ui/page';

function useHandle(): RouteHandle {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  return isRouteHandle(handle) ? handle : { title: 'Coming soon' };
}

/** The frame for routes whose feature lands in a later release: what it is and what it will do. */
export function Component() {
  const { title, description, icon = Construction, upcoming = [] } = useHandle();
  return (
    <Page>
      <PageHeader
        eyebrow={<Badge variant="brand">Coming soon</Badge>}
        title={title}
        description={description}
      />
      <div
        className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-card"
        data-testid="coming-soon"
      >
        <div className="grid gap-8 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-center md:gap-12">
          <IconIllustration icon={icon} />
          <div>
            <h2 className="text-lg font-semibold tracking-tight text-zinc-900">
              We're putting the finishing touches on this page
            </h2>
            <p className="mt-1.5 max-w-lg text-sm text-zinc-500">
              {title} is part of an upcoming Packsmith release. Here's what you'll be able to do:
            </p>
            {upcoming.length > 0 ? (
              <ul className="mt-5 flex flex-col gap-2.5">
                {upcoming.map((item) => (
                  <li key={item} className="flex items-start gap-2.5 text-sm text-zinc-700">
                    <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
                      <Check className="size-3.5" aria-hidden />
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-7 flex flex-wrap gap-3">
              <Link to="/dashboard" className={buttonClass({ variant: 'outline' })}>
                <ArrowLeft aria-hidden /> Back to dashboard
              </Link>
              <Link to="/explore" className={buttonClass({ variant: 'ghost' })}>
                Browse inspiration
              </Link>
            </div>
          </div>
        </div>
      </div>
    </Page>
  );
}
