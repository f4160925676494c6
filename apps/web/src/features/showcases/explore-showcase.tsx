/** The Explore page's showcase: designs staff featured, with their owners' consent. */
import { Sparkles } from 'lucide-react';
import { AssetImage, assetTitle } from '@/features/assets';
import { useShowcase } from './api';

export function ExploreShowcase() {
  const showcase = useShowcase();
  const items = showcase.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="mb-8" aria-labelledby="explore-showcase" data-testid="explore-showcase">
      <h2 id="explore-showcase" className="mb-3 flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <Sparkles className="size-4 text-brand-600" aria-hidden /> Showcase
      </h2>
      <p className="-mt-2 mb-4 text-sm text-zinc-500">
        Designs made with Packsmith, featured with their makers' consent.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map(({ asset }) => (
          <li
            key={asset.id}
            className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-card"
            data-testid="showcase-item"
          >
            <AssetImage
              src={asset.thumbnailUrl ?? asset.url}
              alt={assetTitle(asset)}
              className="aspect-square"
            />
            <p className="truncate px-3 py-2 text-sm font-medium text-zinc-800">{assetTitle(asset)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
