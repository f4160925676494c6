import type { Asset } from '@packsmith/core';
import type { LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ToolBadge } from '@/components/ui/badge';
import { Page, PageHeader } from '@/components/ui/page';
import {
  StartEditingActions,
  type StartEditingSource,
  StartEditingTabs,
  useStartEditing,
} from './start-editing';

/** The selector's `action` query value ↔ tab (sidebar: upload, generations, collections). */
function sourceFromAction(action: string | null | undefined): StartEditingSource | undefined {
  if (action === 'upload') return 'upload';
  if (action === 'generations') return 'previous';
  if (action === 'collections') return 'collections';
  return undefined;
}
function actionForSource(source: StartEditingSource): string {
  return source === 'previous' ? 'generations' : source;
}

export interface ImageChooserPageProps {
  /** The eyebrow badge: the tool this page chooses an image for. */
  icon: LucideIcon;
  tool: string;
  title: string;
  description: string;
  /** The image was chosen on the `source` tab. */
  onChoose: (asset: Asset, source: StartEditingSource) => void;
}

/**
 * A page that chooses one image for a tool: the Start editing tabs and 'Open image' in a card.
 * ?action=upload|generations|collections picks the tab, and the tab is kept in the address.
 */
export function ImageChooserPage({ icon: Icon, tool, title, description, onChoose }: ImageChooserPageProps) {
  const [params, setParams] = useSearchParams();
  const source = sourceFromAction(params.get('action')) ?? 'previous';
  const state = useStartEditing({
    source,
    onSourceChange: (next) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          updated.set('action', actionForSource(next));
          return updated;
        },
        { replace: true },
      ),
    onChoose: (asset) => onChoose(asset, source),
  });
  return (
    <Page>
      <PageHeader
        eyebrow={<ToolBadge icon={Icon}>{tool}</ToolBadge>}
        title={title}
        description={description}
      />
      <section className="rounded-2xl border border-zinc-200/80 bg-white shadow-card">
        <div className="p-4 sm:p-6">
          <StartEditingTabs state={state} />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          <StartEditingActions state={state} />
        </div>
      </section>
    </Page>
  );
}
