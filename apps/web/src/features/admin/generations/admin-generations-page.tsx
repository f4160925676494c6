import { ADMIN_GENERATIONS_PAGE_SIZE, type AdminGeneration, DESIGN_ACTION_LABELS } from '@packsmith/core';
import { ImageOff, Images, RotateCcw, Search, XCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { notify } from '@/components/ui/toast';
import { formatCredits, formatDate } from '@/features/credits';
import { cn } from '@/lib/cn';
import { Pager } from '../pager';
import { type GenerationCommand, useAdminGenerations, useGenerationCommand } from './api';
import { canCancel, canRetry, statusBadge } from './rules';

const CONFIRM: Record<GenerationCommand, { title: string; description: string; button: string }> = {
  retry: {
    title: 'Retry this generation?',
    description:
      'It is queued again and resumes where it stopped. A failed one holds its credits again; they are taken only if it completes.',
    button: 'Retry',
  },
  cancel: {
    title: 'Cancel this generation?',
    description: 'It is marked as failed and the credits it holds go back to its owner.',
    button: 'Cancel generation',
  },
};

type Ask = (generation: AdminGeneration, command: GenerationCommand) => void;

function Thumbnails({ generation, size }: { generation: AdminGeneration; size: string }) {
  if (generation.thumbnails.length === 0)
    return (
      <span className={cn('flex items-center justify-center rounded-lg bg-zinc-100 text-zinc-400', size)}>
        <ImageOff className="size-4" aria-label="No images" />
      </span>
    );
  return (
    <span className="flex flex-wrap gap-1">
      {generation.thumbnails.slice(0, 4).map((src, index) => (
        <img
          key={src}
          src={src}
          alt={`${DESIGN_ACTION_LABELS[generation.type]} ${index + 1}`}
          loading="lazy"
          className={cn('rounded-lg border border-zinc-200 bg-zinc-50 object-cover', size)}
          data-testid="generation-thumbnail"
        />
      ))}
      {generation.thumbnails.length > 4 ? (
        <span
          className={cn(
            'flex items-center justify-center rounded-lg bg-zinc-100 text-xs text-zinc-600',
            size,
          )}
        >
          +{generation.thumbnails.length - 4}
        </span>
      ) : null}
    </span>
  );
}

function Status({ generation }: { generation: AdminGeneration }) {
  const badge = statusBadge(generation);
  return (
    <Badge variant={badge.variant} title={generation.error ?? undefined}>
      {badge.label}
    </Badge>
  );
}

function Commands({ generation, ask }: { generation: AdminGeneration; ask: Ask }) {
  return (
    <span className="flex gap-1.5">
      {canRetry(generation) ? (
        <Button variant="outline" size="sm" onClick={() => ask(generation, 'retry')}>
          <RotateCcw aria-hidden /> Retry
        </Button>
      ) : null}
      {canCancel(generation) ? (
        <Button variant="outline" size="sm" onClick={() => ask(generation, 'cancel')}>
          <XCircle aria-hidden /> Cancel
        </Button>
      ) : null}
    </span>
  );
}

const details = (g: AdminGeneration) =>
  [`${formatCredits(g.creditCost)} credits`, g.provider ?? 'no provider yet', formatDate(g.createdAt)].join(
    ' · ',
  );

function GenerationTable({ generations, ask }: { generations: AdminGeneration[]; ask: Ask }) {
  return (
    <table className="hidden w-full text-left text-sm md:table" data-testid="generations-table">
      <thead className="border-b border-zinc-100 text-xs text-zinc-500">
        <tr>
          {['Images', 'Owner', 'Type', 'Status', 'Cost', 'Provider', 'Created', ''].map((label) => (
            <th key={label} scope="col" className="px-4 py-2.5 font-medium first:pl-5">
              {label || <span className="sr-only">Actions</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {generations.map((g) => (
          <tr key={g.id} data-testid="generation-row">
            <td className="py-3 pr-4 pl-5">
              <Thumbnails generation={g} size="size-12" />
            </td>
            <td className="max-w-56 px-4 py-3">
              <span className="block truncate font-medium text-zinc-900" title={g.ownerEmail ?? undefined}>
                {g.ownerEmail ?? 'Deleted account'}
              </span>
              {g.prompt ? (
                <span className="block truncate text-[13px] text-zinc-500" title={g.prompt}>
                  {g.prompt}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3 text-zinc-700">{DESIGN_ACTION_LABELS[g.type]}</td>
            <td className="px-4 py-3">
              <Status generation={g} />
            </td>
            <td className="px-4 py-3 text-zinc-700 tabular-nums">{formatCredits(g.creditCost)}</td>
            <td className="px-4 py-3 text-zinc-700">{g.provider ?? '—'}</td>
            <td className="px-4 py-3 whitespace-nowrap text-zinc-500">{formatDate(g.createdAt)}</td>
            <td className="px-4 py-3">
              <Commands generation={g} ask={ask} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GenerationCards({ generations, ask }: { generations: AdminGeneration[]; ask: Ask }) {
  return (
    <ul className="divide-y divide-zinc-100 md:hidden" data-testid="generations-cards">
      {generations.map((g) => (
        <li key={g.id} className="flex flex-col gap-2 px-4 py-3" data-testid="generation-card">
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-zinc-900">
                {g.ownerEmail ?? 'Deleted account'}
              </span>
              <span className="block text-[13px] text-zinc-500">{DESIGN_ACTION_LABELS[g.type]}</span>
            </span>
            <Status generation={g} />
          </div>
          {g.prompt ? <p className="line-clamp-2 text-[13px] text-zinc-600">{g.prompt}</p> : null}
          <Thumbnails generation={g} size="size-16" />
          <p className="text-[13px] text-zinc-500">{details(g)}</p>
          <Commands generation={g} ask={ask} />
        </li>
      ))}
    </ul>
  );
}

function ConfirmCommand({
  asked,
  onClose,
}: {
  asked: { generation: AdminGeneration; command: GenerationCommand } | null;
  onClose: () => void;
}) {
  const run = useGenerationCommand();
  const text = asked ? CONFIRM[asked.command] : null;
  const confirm = () => {
    if (!asked) return;
    run.mutate(
      { id: asked.generation.id, command: asked.command },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notify.error(error.message),
        onSettled: onClose,
      },
    );
  };
  return (
    <Dialog open={asked !== null} onOpenChange={(open) => !open && onClose()}>
      {asked && text ? (
        <DialogContent
          size="sm"
          title={text.title}
          description={text.description}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Keep as is</Button>
              </DialogClose>
              <Button
                variant={asked.command === 'cancel' ? 'danger' : 'primary'}
                loading={run.isPending}
                onClick={confirm}
              >
                {text.button}
              </Button>
            </>
          }
        >
          <p className="text-sm text-zinc-700">
            {DESIGN_ACTION_LABELS[asked.generation.type]} by{' '}
            <span className="font-medium">{asked.generation.ownerEmail ?? 'a deleted account'}</span>
          </p>
          <p className="mt-1 text-[13px] text-zinc-500">{details(asked.generation)}</p>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** /admin/generations: every user's design actions, newest first, with retry and cancel. */
export function AdminGenerationsPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<{ generation: AdminGeneration; command: GenerationCommand } | null>(
    null,
  );
  const list = useAdminGenerations(q, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const ask: Ask = (generation, command) => setAsked({ generation, command });

  let body: ReactNode;
  if (list.isPending)
    body = (
      <div className="flex flex-col gap-3 p-5" aria-hidden>
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} className="h-14 w-full" />
        ))}
      </div>
    );
  else if (list.isError)
    body = (
      <LoadError
        className="m-4"
        title="We couldn't load the generations"
        error={list.error}
        onRetry={list.refetch}
      />
    );
  else if (list.data.generations.length === 0)
    body = (
      <EmptyState
        icon={Images}
        title={q ? 'Nothing matches' : 'No generations yet'}
        description={
          q
            ? 'Try an owner’s full e-mail address or other words from the prompt.'
            : 'Design actions from every account show here.'
        }
      />
    );
  else
    body = (
      <div className={cn(list.isPlaceholderData && 'opacity-60')}>
        <GenerationTable generations={list.data.generations} ask={ask} />
        <GenerationCards generations={list.data.generations} ask={ask} />
        <Pager
          page={page}
          pageSize={ADMIN_GENERATIONS_PAGE_SIZE}
          totalCount={list.data.totalCount}
          onPage={setPage}
        />
      </div>
    );

  return (
    <Page>
      <StaffPageHeader
        title="Generations"
        description="Design actions across all accounts, newest first. Retry failed or stalled ones, cancel stuck ones."
      />
      <search className="mb-4">
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor="generations-search" className="sr-only">
            Search by owner e-mail or prompt
          </label>
          <Input
            id="generations-search"
            type="search"
            placeholder="Owner e-mail or prompt words"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden /> Search
          </Button>
        </form>
      </search>
      <Card className="overflow-hidden">{body}</Card>
      <ConfirmCommand asked={asked} onClose={() => setAsked(null)} />
    </Page>
  );
}
