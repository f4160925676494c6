import { WandSparkles } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Page, PageHeader } from '@/components/ui/page';
import {
  actionForSource,
  StartEditingActions,
  type StartEditingSource,
  StartEditingTabs,
  sourceFromAction,
  useStartEditing,
} from '@/features/assets';
import { type EditorSource, editorPath } from '@/features/editor';

const EDITOR_SOURCE: Record<StartEditingSource, EditorSource> = {
  upload: 'upload',
  previous: 'generation',
  collections: 'collection',
};

/**
 * /dashboard/edit/selector — choose the image to edit (?action=upload|generations|collections picks
 * the tab). The chosen image opens in the editor.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const state = useStartEditing({
    source: sourceFromAction(params.get('action')) ?? 'previous',
    onSourceChange: (source) => setParam('action', actionForSource(source)),
    onChoose: (asset) => navigate(editorPath(asset.id, EDITOR_SOURCE[state.source])),
  });

  return (
    <Page>
      <PageHeader
        eyebrow={
          <Badge variant="brand">
            <WandSparkles className="size-3" aria-hidden /> Editor
          </Badge>
        }
        title="Choose an image to edit"
        description="Start from one of your designs, an image in a collection, or upload your own."
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
