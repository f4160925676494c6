import { useLocation } from 'react-router';
import { EXPLORE_CATEGORIES } from '@/app/shell/panels';
import { NotFoundFrame } from '@/components/ui/error-frame';
import { DielineGenerator } from '@/features/dielines';
import { DielinesPage, EXPLORE_FACET, ExploreGallery } from '@/features/search';

/** /explore/{category}: a gallery over one facet of the index, or the box dielines. */
export function Component() {
  const slug = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const category = EXPLORE_CATEGORIES.find((c) => c.slug === slug);
  if (slug === 'custom-box-dielines') return <DielinesPage generator={<DielineGenerator />} />;
  if (!category || !(category.slug in EXPLORE_FACET)) return <NotFoundFrame />;
  return (
    <ExploreGallery
      facet={EXPLORE_FACET[category.slug as keyof typeof EXPLORE_FACET]}
      title={category.label}
      description={category.description}
    />
  );
}
