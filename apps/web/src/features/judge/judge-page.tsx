import { type Asset, JUDGE_MESSAGES, type JudgeEvaluation, type JudgeMode } from '@packsmith/core';
import { LogIn, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { flattenPages, OWNED_IMAGES, PickableAssetTile, useInfiniteAssets } from '@/features/assets';
import { useSession } from '@/features/users';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { loginUrl } from '@/lib/redirects';
import { useEvaluate, useEvaluation, useEvaluations } from './api';
import { EvaluationResult } from './evaluation-result';
import { costLabel, modeFrom, needsUpsell, pickProblem, togglePick } from './rules';
import { JudgeUpsellDialog } from './upsell-dialog';

/** The judge rates any image the user owns (newest first): designs by their document, the rest by their pixels. */
const DESIGNS_PAGE = 48;

function ModeSwitch({ mode, onChange }: { mode: JudgeMode; onChange: (mode: JudgeMode) => void }) {
  const options: [JudgeMode, string][] = [
    ['SINGLE', 'Rate one design'],
    ['MULTI', 'Compare 2–4'],
  ];
  return (
    <fieldset className="inline-flex rounded-full bg-zinc-100 p-1">
      <legend className="sr-only">Judge mode</legend>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-full px-4 py-1.5 text-sm font-medium text-zinc-600 transition focus-visible:outline-2 focus-visible:outline-brand-500',
            mode === value && 'bg-white text-zinc-900 shadow-sm',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

function DesignPicker({
  mode,
  picked,
  onPick,
}: {
  mode: JudgeMode;
  picked: string[];
  onPick: (a: Asset) => void;
}) {
  const query = useInfiniteAssets(OWNED_IMAGES, DESIGNS_PAGE);
  const { assets: designs, total } = flattenPages(query.data);
  if (query.isPending)
    return (
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-busy>
        {SKELETONS.map((k) => (
          <Skeleton key={k} className="aspect-square rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return <LoadError title="We couldn't load your designs" error={query.error} onRetry={query.refetch} />;
  if (designs.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-zinc-200" data-testid="judge-empty">
        <EmptyState
          icon={Star}
          title={JUDGE_MESSAGES.emptyTitle}
          description={JUDGE_MESSAGES.emptyMessage}
          action={
            <Link to="/action/generate-packaging-design" className={buttonClass()}>
              <Sparkles aria-hidden /> Generate a design
            </Link>
          }
        />
      </div>
    );
  return (
    <div className="space-y-3">
      <fieldset className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="judge-designs">
        <legend className="sr-only">{mode === 'SINGLE' ? 'Pick a design' : 'Pick 2 to 4 designs'}</legend>
        {designs.map((a) => (
          <PickableAssetTile
            key={a.id}
            asset={a}
            selected={picked.includes(a.id)}
            onSelect={() => onPick(a)}
          />
        ))}
      </fieldset>
      <LoadMore pages={query} shown={designs.length} total={total} />
    </div>
  );
}

function PastRatings({ current, onOpen }: { current: string | null; onOpen: (e: JudgeEvaluation) => void }) {
  const query = useEvaluations(true);
  const rows = query.data?.data ?? [];
  if (query.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (query.isError)
    return <LoadError title="We couldn't load your ratings" error={query.error} onRetry={query.refetch} />;
  if (rows.length === 0) return <p className="text-sm text-zinc-500">{JUDGE_MESSAGES.emptyMessage}</p>;
  return (
    <ul className="divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white">
      {rows.map((e) => (
        <li key={e.id}>
          <button
            type="button"
            onClick={() => onOpen(e)}
            aria-current={e.id === current || undefined}
            className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm hover:bg-zinc-50 aria-[current]:bg-brand-50"
          >
            <span className="min-w-0 truncate text-zinc-700">
              {e.summary ?? (e.status === 'failed' ? 'Rating failed' : 'Rating in progress…')}
            </span>
            <span className="shrink-0 text-xs text-zinc-400">
              {e.mode === 'MULTI' ? `${e.designs.length} designs` : '1 design'} ·{' '}
              {new Date(e.createdAt).toLocaleDateString()}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** /judge?mode=SINGLE|MULTI(&evaluationId): pick designs, rate them, read the scores. */
export function JudgePage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const mode = modeFrom(params.get('mode'));
  const evaluationId = params.get('evaluationId');
  const [picked, setPicked] = useState<string[]>([]);
  const [upsell, setUpsell] = useState(false);
  const evaluate = useEvaluate();
  const evaluation = useEvaluation(evaluationId);
  const problem = pickProblem(picked, mode);

  const setMode = (next: JudgeMode) => {
    setPicked((p) => (next === 'SINGLE' ? p.slice(0, 1) : p));
    setParams((q) => {
      q.set('mode', next);
      return q;
    });
  };
  const open = (id: string) =>
    setParams((q) => {
      q.set('evaluationId', id);
      return q;
    });

  const rate = () => {
    if (needsUpsell(session.user?.tier)) return setUpsell(true);
    evaluate.mutate(
      { mode, assetIds: picked },
      {
        onSuccess: ({ data }) => {
          setPicked([]);
          open(data.id);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 403) setUpsell(true);
        },
      },
    );
  };

  const header = (
    <PageHeader
      title="Design Judge"
      description="Scores on shelf impact, legibility, hierarchy, brand consistency, colour contrast and print risk — measured from your design."
    />
  );
  if (session.status === 'loading')
    return (
      <Page>
        {header}
        <Skeleton className="h-64 rounded-2xl" />
      </Page>
    );
  if (session.status !== 'ready')
    return (
      <Page>
        {header}
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={Star}
            title="Sign in to rate your designs"
            description="The judge rates the packaging designs in your account."
            action={
              <Link to={loginUrl(`/judge?mode=${mode}`)} className={buttonClass()}>
                <LogIn aria-hidden /> Login or sign up
              </Link>
            }
          />
        </div>
      </Page>
    );

  const failure =
    evaluate.error && !(evaluate.error instanceof ApiError && evaluate.error.status === 403)
      ? evaluate.error.message
      : null;
  return (
    <Page>
      {header}
      <div className="space-y-8">
        {evaluationId ? (
          <section aria-labelledby="judge-result-heading" className="space-y-3">
            <h2 id="judge-result-heading" className="text-lg font-semibold text-zinc-900">
              Your rating
            </h2>
            {evaluation.isPending ? (
              <Skeleton className="h-48 rounded-2xl" />
            ) : evaluation.isError ? (
              <LoadError
                title="We couldn't load this rating"
                error={evaluation.error}
                onRetry={evaluation.refetch}
              />
            ) : (
              <EvaluationResult evaluation={evaluation.data} />
            )}
          </section>
        ) : null}

        <section aria-labelledby="judge-pick-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="judge-pick-heading" className="text-lg font-semibold text-zinc-900">
              {mode === 'SINGLE' ? 'Pick a design' : 'Pick 2 to 4 designs'}
            </h2>
            <ModeSwitch mode={mode} onChange={setMode} />
          </div>
          <DesignPicker
            mode={mode}
            picked={picked}
            onPick={(a) => setPicked((p) => togglePick(p, a.id, mode))}
          />
          {failure ? (
            <Notice tone="danger" title="The rating could not start">
              {failure}
            </Notice>
          ) : null}
          <div className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-zinc-600" aria-live="polite">
              {problem ?? `${picked.length} picked`} · costs {costLabel(picked.length)}
            </p>
            <Button
              onClick={rate}
              disabled={problem !== null || evaluate.isPending}
              loading={evaluate.isPending}
            >
              <Star aria-hidden /> {mode === 'SINGLE' ? 'Rate design' : 'Compare designs'}
            </Button>
          </div>
        </section>

        <section aria-labelledby="judge-past-heading" className="space-y-3">
          <h2 id="judge-past-heading" className="text-lg font-semibold text-zinc-900">
            Past ratings
          </h2>
          <PastRatings current={evaluationId} onOpen={(e) => open(e.id)} />
        </section>
      </div>
      <JudgeUpsellDialog open={upsell} onOpenChange={setUpsell} />
    </Page>
  );
}
