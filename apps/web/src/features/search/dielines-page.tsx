import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Page, PageHeader } from '@/components/ui/page';
import { AssetImage } from '@/features/assets';
import { dielineTemplates } from './explore';
import { BackToExplore } from './explore-gallery';

/**
 * /explore/custom-box-dielines: the templates whose designs come with an instant print-ready
 * dieline (a vector net with cut and crease layers), each linking to the designs made on it.
 */
export function DielinesPage({ generator }: { generator?: ReactNode }) {
  const templates = dielineTemplates();
  return (
    <Page width="wide">
      <PageHeader
        eyebrow={<BackToExplore />}
        title="Custom box dielines"
        description={`Draw any of the structure library's dielines at your size and download it as PDF, SVG or DXF — no account needed. Below: ${templates.length} box, carton, tin and sleeve templates whose designs download as a print-ready PDF with their dieline.`}
      />
      {generator}
      <h2 className="mb-3 text-lg font-semibold text-zinc-900">Templates with an instant dieline</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="dieline-templates">
        {templates.map(({ template, galleryHref }) => {
          const body = (
            <>
              <AssetImage
                src={template.thumbnail_url}
                alt={template.product}
                fit="contain"
                className="aspect-square rounded-xl bg-zinc-50"
                imgClassName="p-3"
              />
              <span className="mt-3 flex items-center justify-between gap-2 text-sm font-semibold text-zinc-900">
                {template.product}
                {galleryHref ? (
                  <ArrowRight
                    className="size-4 shrink-0 text-zinc-300 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
                    aria-hidden
                  />
                ) : null}
              </span>
              <span className="mt-0.5 text-xs text-zinc-500">{template.category}</span>
              <Badge variant="success" className="mt-2 self-start">
                Instant dieline PDF
              </Badge>
            </>
          );
          const tile =
            'group flex h-full flex-col rounded-2xl border border-zinc-200/80 bg-white p-3 shadow-card transition-all';
          return (
            <li key={template.id}>
              {galleryHref ? (
                <Link to={galleryHref} className={`${tile} hover:-translate-y-0.5 hover:border-brand-200`}>
                  {body}
                </Link>
              ) : (
                <div className={tile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
