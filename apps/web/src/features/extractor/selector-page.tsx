import { ScanSearch } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Page, PageHeader } from '@/components/ui/page';
import {
  actionForSource,
  StartEditingActions,
  StartEditingTabs,
  sourceFromAction,
  useStartEditing,
} from '@/features/assets';

/** /dashboard/extract/selector (?action=upload|generations|collections): choose the image to extract from. */
export function ExtractSelectorPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useStartEditing({
    source: sourceFromAction(params.get('action')) ?? 'previous',
    onSourceChange: (source) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('action', actionForSource(source));
          return next;
        },
        { replace: true },
      ),
    onChoose: (asset) => navigate(`/dashboard/extract/extractor?assetId=${asset.id}`),
  });
  return (
    <Page>
      <PageHeader
        eyebrow={
          <Badge variant="brand">
            <ScanSearch className="size-3" aria-hidden /> Extractor
          </Badge>
        }
        title="Choose an image to extract from"
        description="One of your designs (extracted exactly, panel by panel), an image in a collection, or a photo of a pack you upload."
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
