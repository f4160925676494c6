import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  TOOLBOX_FILTER_LABELS,
  TOOLBOX_FILTERS,
  TOOLBOX_TEXT,
  type ToolboxFilter,
} from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioChips } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { JudgeUpsellDialog } from '@/features/judge';
import { metaQuery } from '@/features/meta';
import { GuidedTour } from '@/features/tours';
import { useUser } from '@/features/users';
import { hasForm, missingFormFor, type ToolboxMessage, toolboxMessage } from './forms';
import { OptionCard } from './option-card';
import { applicableOptions, TOOLBOX_OPTIONS, type ToolboxOption, visibleOptions } from './options';
import { ReviewCarousel } from './review-carousel';
import { ToolForm } from './tool-form';
import { useToolboxUrl } from './use-toolbox-url';

export interface ToolboxAsset {
  id: string;
  /** A design document behind the image (generated in Packsmith) rather than only pixels. */
  hasDocument: boolean;
}

export interface ToolboxDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image the tools edit; null shows 'No active image selected' on use. */
  asset: ToolboxAsset | null;
  /** Sends the tool's chat message (content, metadata.toolbox, variationCount). */
  onSend: (message: ToolboxMessage) => void;
}

const FILTER_LABELS = TOOLBOX_FILTERS.map((f) => TOOLBOX_FILTER_LABELS[f]);
const filterOf = (label: string) =>
  TOOLBOX_FILTERS.find((f) => TOOLBOX_FILTER_LABELS[f] === label) as ToolboxFilter;

/**
 * The Toolbox: search, filter chips and option cards, or one tool's form. Filter and tool live
 * in the URL (useToolboxUrl). A submitted form closes the toolbox and sends 100 ms later; Zoom out
 * sends at once.
 */
export function ToolboxDialog({ open, onOpenChange, asset, onSend }: ToolboxDialogProps) {
  const url = useToolboxUrl();
  const user = useUser();
  const [search, setSearch] = useState('');
  const [upsell, setUpsell] = useState(false);
  const meta = useQuery(metaQuery);
  // An image without a design document: an AI image model redraws it for any tool; without one,
  // only the pixel tools can apply, so the others are not offered.
  const withoutDocument = !!asset && !asset.hasDocument;
  const byModel = meta.data?.imageEditModel ?? false;
  const pixelsOnly = withoutDocument && meta.data?.imageEditModel === false;
  const options = visibleOptions(applicableOptions(TOOLBOX_OPTIONS, pixelsOnly), url.filter, search);

  const finish = (message: ToolboxMessage, delayMs: number) => {
    onOpenChange(false);
    if (delayMs === 0) onSend(message);
    else window.setTimeout(() => onSend(message), delayMs);
  };

  const choose = (option: ToolboxOption) => {
    if (option.kind === 'rate') {
      if (!user || user.tier === 'free') return setUpsell(true);
      const query = asset ? `?mode=SINGLE&assetId=${encodeURIComponent(asset.id)}` : '?mode=SINGLE';
      window.open(`/judge${query}`, '_blank', 'noopener');
      return;
    }
    if (option.kind !== 'tool') return;
    if (option.id === 'zoom-out') {
      if (!asset) return notify.error('Error', CHAT_MESSAGES.toolbox.noActiveImage);
      return finish(toolboxMessage({ tool: 'zoom-out' }), 0);
    }
    url.selectTool(option.id);
  };

  const tool = url.tool && hasForm(url.tool) ? url.tool : null;
  const missingForm = missingFormFor(url.requestedTool);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          size="xl"
          title={TOOLBOX_TEXT.title}
          description={TOOLBOX_TEXT.subtitle}
          className="sm:max-w-5xl"
        >
          {missingForm ? (
            <div className="flex flex-col items-start gap-3" data-testid="missing-tool-form">
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {missingForm}
              </p>
              <Button variant="outline" onClick={url.back}>
                <ArrowLeft className="size-4" aria-hidden /> Back
              </Button>
            </div>
          ) : tool ? (
            <ToolForm
              key={tool}
              tool={tool}
              activeAssetId={asset?.id ?? null}
              withoutDocument={withoutDocument ? (byModel ? 'model' : 'pixels') : null}
              onBack={url.back}
              onSubmit={(message) => finish(message, CHAT_LIMITS.toolboxSendDelayMs)}
            />
          ) : (
            <div className="flex flex-col gap-4">
              <Input
                type="search"
                aria-label={TOOLBOX_TEXT.search}
                placeholder={TOOLBOX_TEXT.search}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <RadioChips
                name="toolbox-filter"
                legend="Filter the toolbox"
                options={FILTER_LABELS}
                value={TOOLBOX_FILTER_LABELS[url.filter]}
                onChange={(label) => url.setFilter(filterOf(label))}
                className="-mx-1 flex-nowrap overflow-x-auto px-1 pb-1 sm:flex-wrap [&>label]:shrink-0 [&>label]:whitespace-nowrap"
              />
              {pixelsOnly ? (
                <p
                  className="rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900"
                  data-testid="pixels-only-note"
                >
                  {TOOLBOX_TEXT.pixelsOnly}
                </p>
              ) : null}
              {url.filter === 'print-ready' ? (
                <div className="grid gap-3 md:grid-cols-2">
                  <div className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
                    <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                    <div>
                      <p className="font-medium">{TOOLBOX_TEXT.printReadyNote}</p>
                      <p className="mt-1 text-brand-800/80">{TOOLBOX_TEXT.printReadyOffer}</p>
                    </div>
                  </div>
                  <ReviewCarousel />
                </div>
              ) : null}
              <GuidedTour tourId="toolbox" />
              {options.length === 0 ? (
                <EmptyState
                  size="sm"
                  icon={SearchX}
                  title={TOOLBOX_TEXT.noResults}
                  description="Try another word, or look under All."
                />
              ) : (
                <ul
                  className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3"
                  aria-label="Tools"
                >
                  {options.map((option) => (
                    <li key={option.id}>
                      <OptionCard option={option} onChoose={choose} assetId={asset?.id ?? null} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
      <JudgeUpsellDialog open={upsell} onOpenChange={setUpsell} />
    </>
  );
}
