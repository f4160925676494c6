import { isDesignStatusActive } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RadioChips } from '@/components/ui/choice-group';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import {
  CountedTextarea,
  checkImagery,
  designKeys,
  fetchDesignAction,
  GenerateFooter,
  IMAGE_COUNTS,
  imageryCost,
  initialImagery,
  useDesignActionSubmit,
} from '@/features/create';
import { ActionCard, POLL_INTERVAL_MS } from '@/features/sessions';
import { useFieldTouch } from '@/lib/field-touch';

/** One playground run, polled until its images are done. */
function PlaygroundRun({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: designKeys.action(id),
    queryFn: () => fetchDesignAction(id),
    refetchInterval: (q) =>
      q.state.status !== 'error' && isDesignStatusActive(q.state.data?.data.status)
        ? POLL_INTERVAL_MS
        : false,
  });
  if (!query.data) return <Skeleton className="h-48 rounded-2xl" />;
  const action = query.data.data;
  return (
    <ActionCard
      action={action}
      onOpenImage={(assetId) => navigate(`/dashboard/sessions/${action.sessionId}?activeAssetId=${assetId}`)}
    />
  );
}

/**
 * /dashboard/playground: AI imagery without opening a project first — a prompt and an image count;
 * the spend is recorded as playground credits and each run's images show here as they render.
 */
export function PlaygroundPage() {
  const [form, setForm] = useState(() => initialImagery());
  const [runs, setRuns] = useState<string[]>([]);
  const touch = useFieldTouch<'prompt'>();
  const cost = imageryCost(form);
  const flow = useDesignActionSubmit({
    type: 'ai-imagery',
    cost,
    afterSuccess: 'none',
    onCreated: (action) => setRuns((r) => [action.id, ...r]),
  });
  const error = checkImagery(form);
  const generate = () => {
    touch.submit();
    if (error) return;
    void flow.submit({
      type: 'ai-imagery',
      metadata: { prompt: form.prompt.trim(), imageCount: form.imageCount, playground: true },
    });
  };

  return (
    <Page>
      <PageHeader title="Playground" description="Try an idea in seconds, no project needed." />
      <section
        className="rounded-2xl border border-zinc-200 bg-white shadow-xs"
        aria-label="New playground image"
        data-testid="playground-form"
      >
        <div className="flex flex-col gap-5 p-4 sm:p-5">
          <CountedTextarea
            id="playground-prompt"
            label="Prompt"
            required
            rows={3}
            value={form.prompt}
            placeholder="E.g. A matte black coffee bag on a marble counter, soft morning light"
            onChange={(prompt) => setForm((f) => ({ ...f, prompt }))}
            {...touch.control('prompt')}
            error={touch.shown('prompt', error)}
          />
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-zinc-800">Number of images</span>
            <RadioChips
              name="playground-count"
              legend="Number of images"
              options={IMAGE_COUNTS.map(String)}
              value={String(form.imageCount)}
              onChange={(v) => setForm((f) => ({ ...f, imageCount: Number(v) }))}
            />
          </div>
        </div>
        {/* Laid out like a dialog's footer, which the GenerateFooter is made for. */}
        <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 px-4 py-4 sm:flex-row sm:justify-end sm:px-5">
          <GenerateFooter flow={flow} invalid={error !== null} onGenerate={generate} />
        </div>
      </section>
      {runs.length > 0 ? (
        <div className="mt-6 space-y-4" data-testid="playground-runs">
          {runs.map((id) => (
            <PlaygroundRun key={id} id={id} />
          ))}
        </div>
      ) : null}
    </Page>
  );
}
