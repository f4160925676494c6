import { ArrowRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { EXPLORE_CATEGORIES } from '@/app/shell/panels';
import { buttonClass } from '@/components/ui/button';
import { Page, PageHeader } from '@/components/ui/page';
import { LibraryGallery } from '@/features/search';
import { ExploreShowcase } from '@/features/showcases';
import { cn } from '@/lib/cn';

export function Component() {
  return (
    <Page>
      <PageHeader
        title="Explore"
        description="Find inspiration for your next pack by category, or search for anything."
        actions={
          <Link to="/search" className={buttonClass({ variant: 'outline' })}>
            <Search aria-hidden /> Search
          </Link>
        }
      />
      <ExploreShowcase />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EXPLORE_CATEGORIES.map((c) => {
          const Icon = c.icon;
          return (
            <Link
              key={c.slug}
              to={`/explore/${c.slug}`}
              className="group flex flex-col rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-200"
            >
              <span
                className={cn(
                  'flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br',
                  c.tone,
                )}
              >
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="mt-4 flex items-center justify-between text-base font-semibold text-zinc-900">
                {c.label}
                <ArrowRight
                  className="size-4 text-zinc-300 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
                  aria-hidden
                />
              </span>
              <span className="mt-1 text-sm text-zinc-500">{c.description}</span>
            </Link>
          );
        })}
      </div>
      <LibraryGallery />
    </Page>
  );
}
