import type { JudgeDesignResult, JudgeEvaluation } from '@packsmith/core';
import { Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';
import { inProgress } from './api';
import { scoreTone } from './rules';

const TONE_BAR = { good: 'bg-emerald-500', fair: 'bg-amber-500', poor: 'bg-red-500' } as const;
const TONE_TEXT = { good: 'text-emerald-700', fair: 'text-amber-700', poor: 'text-red-700' } as const;

function DesignScores({
  design,
  winner,
  index,
}: {
  design: JudgeDesignResult;
  winner: boolean;
  index: number;
}) {
  const overall = design.overall ?? 0;
  return (
    <article
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-4 sm:p-5',
        winner ? 'border-amber-300 ring-2 ring-amber-200' : 'border-zinc-200',
      )}
      aria-label={`Design ${index + 1}`}
      data-testid="judge-design"
    >
      <div className="flex items-center gap-4">
        <AssetImage
          src={design.thumbnailUrl}
          alt=""
          className="size-20 shrink-0 rounded-xl ring-1 ring-zinc-200"
        />
        <div className="min-w-0">
          <p className="text-sm text-zinc-500">Design {index + 1}</p>
          <p className={cn('text-3xl font-semibold tabular-nums', TONE_TEXT[scoreTone(overall)])}>
            {overall.toFixed(1)}
            <span className="text-base font-normal text-zinc-400"> / 10</span>
          </p>
          {winner ? (
            <Badge variant="warning" className="mt-1">
              <Trophy className="size-3" aria-hidden /> Winner
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="space-y-3">
        {design.criteria.map((c) => (
          <div key={c.key}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <dt className="font-medium text-zinc-800">{c.label}</dt>
              <dd className={cn('font-semibold tabular-nums', TONE_TEXT[scoreTone(c.score)])}>
                {c.score.toFixed(1)}
              </dd>
            </div>
            <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-zinc-100" aria-hidden>
              <div
                className={cn('h-full rounded-full', TONE_BAR[scoreTone(c.score)])}
                style={{ width: `${c.score * 10}%` }}
              />
            </div>
            <dd className="mt-1 text-xs leading-relaxed text-zinc-500">{c.note}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** A rating: working, failed, or every design's scores with notes (and the winner for MULTI). */
export function EvaluationResult({ evaluation }: { evaluation: JudgeEvaluation }) {
  if (inProgress(evaluation.status))
    return (
      <div
        className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-5 text-sm text-zinc-600"
        aria-live="polite"
      >
        <Spinner /> The judge is measuring {evaluation.designs.length === 1 ? 'your design' : 'your designs'}…
      </div>
    );
  if (evaluation.status === 'failed')
    return (
      <Notice tone="danger" title="The rating could not be made">
        {evaluation.error ?? 'Your credits were returned.'}
      </Notice>
    );
  const multi = evaluation.designs.length > 1;
  return (
    <section aria-label="Rating results" className="space-y-4" data-testid="judge-result">
      {evaluation.summary ? <p className="text-sm font-medium text-zinc-700">{evaluation.summary}</p> : null}
      <div
        className={cn(
          'grid gap-4',
          multi && 'md:grid-cols-2',
          evaluation.designs.length > 2 && 'xl:grid-cols-3',
        )}
      >
        {evaluation.designs.map((d, i) => (
          <DesignScores
            key={d.assetId}
            design={d}
            index={i}
            winner={multi && d.assetId === evaluation.winnerAssetId}
          />
        ))}
      </div>
    </section>
  );
}
