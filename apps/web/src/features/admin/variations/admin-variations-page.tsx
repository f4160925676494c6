import {
  type AdminVariation,
  VARIATION_TYPE_LABELS,
  type AdminVariationsPage as VariationsPageData,
} from '@packsmith/core';
import { ArrowRight, Shapes } from 'lucide-react';
import { AdminListPage, type RowView } from '../list/admin-list-page';
import { Thumbnails } from '../list/thumbnails';

/** The source image, then what was made from it. */
function SourceAndOutputs({ variation, size }: { variation: AdminVariation; size: string }) {
  const label = VARIATION_TYPE_LABELS[variation.type];
  return (
    <span className="flex items-center gap-1.5">
      <Thumbnails
        srcs={variation.sourceThumbnail ? [variation.sourceThumbnail] : []}
        alt={`${label} source`}
        size={size}
      />
      <ArrowRight className="size-3.5 shrink-0 text-zinc-400" aria-hidden />
      <Thumbnails srcs={variation.thumbnails} alt={`${label} output`} size={size} />
    </span>
  );
}

const view: RowView<AdminVariation> = {
  noun: 'variation',
  kindLabel: 'Type',
  kind: (v) => VARIATION_TYPE_LABELS[v.type],
  note: (v) => v.instructions,
  media: (v, size) => <SourceAndOutputs variation={v} size={size} />,
  extra: [{ label: 'Done', cell: (v) => `${v.completed}/${v.requested}` }],
};

/** /admin/variations: variation jobs across all accounts, with their source and outputs. */
export function AdminVariationsPage() {
  return (
    <AdminListPage
      title="Variations"
      description="Variation jobs across all accounts, newest first. Retry or cancel acts on the design action that runs each; older records have none."
      path="/api/admin/variations"
      rowsOf={(page: VariationsPageData) => page.variations}
      view={view}
      search={{
        label: 'Search by owner e-mail, instructions or type',
        placeholder: 'Owner e-mail, instructions or type',
        hint: 'Try an owner’s full e-mail address, words from the instructions, or a type such as angles.',
      }}
      empty={{
        icon: Shapes,
        title: 'No variations yet',
        description: 'Variation jobs from every account show here.',
      }}
      testId="variation"
    />
  );
}
