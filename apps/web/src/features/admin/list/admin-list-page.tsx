import type { AdminCommand } from '@packsmith/core';
import { RotateCcw, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { formatCredits, formatDate } from '@/features/credits';
import { AdminListFrame, type AdminListFrameProps } from './admin-list-frame';
import { useAdminCommand } from './api';
import { Owner, ownerName } from './cells';
import { ListRows } from './list-rows';
import { type CommandableRow, canCancel, canRetry, statusBadge } from './rules';
import { Thumbnails } from './thumbnails';

/** What every staff list row carries: an owner, the design action's state, its images. */
export interface AdminListRow extends CommandableRow {
  id: string;
  ownerEmail: string | null;
  error: string | null;
  provider: string | null;
  creditCost: number | null;
  createdAt: string;
  thumbnails: string[];
}

/** How one list shows its rows beyond what they all share. */
export interface RowView<Row extends AdminListRow> {
  /** One row in words ('generation', 'variation') for the confirmations. */
  noun: string;
  /** The heading of the kind column ('Type', 'Name'). */
  kindLabel: string;
  /** What the row is: a type, a name. */
  kind: (row: Row) => string;
  /** A line under the owner: the prompt, the brand, the instructions. */
  note: (row: Row) => string | null;
  /** The images cell; the row's thumbnails unless a list shows more (a variation's source). */
  media?: (row: Row, size: string) => ReactNode;
  /** Columns of this list only, between Status and Cost; on a phone their values join the details line. */
  extra?: { label: string; cell: (row: Row) => string }[];
}

type Asked<Row> = { row: Row; command: AdminCommand } | null;
type Ask<Row> = (row: Row, command: AdminCommand) => void;

const confirmText = (command: AdminCommand, noun: string) =>
  command === 'retry'
    ? {
        title: `Retry this ${noun}?`,
        description:
          'Its design action is queued again and resumes where it stopped. A failed one holds its credits again; they are taken only if it completes.',
        button: 'Retry',
      }
    : {
        title: `Cancel this ${noun}?`,
        description: 'Its design action is marked as failed and the credits it holds go back to its owner.',
        button: `Cancel ${noun}`,
      };

function details<Row extends AdminListRow>(view: RowView<Row>, row: Row) {
  return [
    row.creditCost === null
      ? 'no cost'
      : `${formatCredits(row.creditCost)} ${row.creditCost === 1 ? 'credit' : 'credits'}`,
    row.provider ?? 'no provider yet',
    ...(view.extra ?? []).map((c) => `${c.label} ${c.cell(row)}`),
    formatDate(row.createdAt),
  ].join(' · ');
}

function Status({ row }: { row: AdminListRow }) {
  const badge = statusBadge(row);
  return (
    <Badge variant={badge.variant} title={row.error ?? undefined}>
      {badge.label}
    </Badge>
  );
}

function Commands<Row extends AdminListRow>({ row, ask }: { row: Row; ask: Ask<Row> }) {
  return (
    <span className="flex gap-1.5">
      {canRetry(row) ? (
        <Button variant="outline" size="sm" onClick={() => ask(row, 'retry')}>
          <RotateCcw aria-hidden /> Retry
        </Button>
      ) : null}
      {canCancel(row) ? (
        <Button variant="outline" size="sm" onClick={() => ask(row, 'cancel')}>
          <XCircle aria-hidden /> Cancel
        </Button>
      ) : null}
    </span>
  );
}

function Rows<Row extends AdminListRow>({
  rows,
  view,
  ask,
  testId,
}: {
  rows: Row[];
  view: RowView<Row>;
  ask: Ask<Row>;
  testId: string;
}) {
  const media = (row: Row, size: string) =>
    view.media ? (
      view.media(row, size)
    ) : (
      <Thumbnails srcs={row.thumbnails} alt={view.kind(row)} size={size} />
    );
  const extra = view.extra ?? [];
  return (
    <ListRows
      rows={rows}
      testId={testId}
      headings={[
        'Images',
        'Owner',
        view.kindLabel,
        'Status',
        ...extra.map((c) => c.label),
        'Cost',
        'Provider',
        'Created',
        { label: 'Actions', srOnly: true },
      ]}
      cells={(row) => {
        const note = view.note(row);
        return (
          <>
            <td className="py-3 pr-4 pl-5">{media(row, 'size-12')}</td>
            <td className="max-w-56 px-4 py-3">
              <Owner email={row.ownerEmail} strong />
              {note ? (
                <span className="block truncate text-[13px] text-zinc-500" title={note}>
                  {note}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3 text-zinc-700">{view.kind(row)}</td>
            <td className="px-4 py-3">
              <Status row={row} />
            </td>
            {extra.map((c) => (
              <td key={c.label} className="px-4 py-3 text-zinc-700 tabular-nums">
                {c.cell(row)}
              </td>
            ))}
            <td className="px-4 py-3 text-zinc-700 tabular-nums">
              {row.creditCost === null ? '—' : formatCredits(row.creditCost)}
            </td>
            <td className="px-4 py-3 text-zinc-700">{row.provider ?? '—'}</td>
            <td className="px-4 py-3 whitespace-nowrap text-zinc-500">{formatDate(row.createdAt)}</td>
            <td className="px-4 py-3">
              <Commands row={row} ask={ask} />
            </td>
          </>
        );
      }}
      card={(row) => {
        const note = view.note(row);
        return (
          <>
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-zinc-900">
                  {ownerName(row.ownerEmail)}
                </span>
                <span className="block text-[13px] text-zinc-500">{view.kind(row)}</span>
              </span>
              <Status row={row} />
            </div>
            {note ? <p className="line-clamp-2 text-[13px] text-zinc-600">{note}</p> : null}
            {media(row, 'size-16')}
            <p className="text-[13px] text-zinc-500">{details(view, row)}</p>
            <Commands row={row} ask={ask} />
          </>
        );
      }}
    />
  );
}

function ConfirmCommand<Row extends AdminListRow>({
  path,
  view,
  asked,
  onClose,
}: {
  path: string;
  view: RowView<Row>;
  asked: Asked<Row>;
  onClose: () => void;
}) {
  const run = useAdminCommand(path);
  const text = asked ? confirmText(asked.command, view.noun) : null;
  const confirm = () => {
    if (!asked) return;
    run.mutate(
      { id: asked.row.id, command: asked.command },
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
            {view.kind(asked.row)} by{' '}
            <span className="font-medium">{asked.row.ownerEmail ?? 'a deleted account'}</span>
          </p>
          <p className="mt-1 text-[13px] text-zinc-500">{details(view, asked.row)}</p>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * A staff list page: search, a paged table (cards on a phone) with images, owner, status, cost and
 * provider, and retry/cancel on stuck rows behind a confirmation.
 */
export function AdminListPage<Data extends { totalCount: number }, Row extends AdminListRow>({
  view,
  ...frame
}: AdminListFrameProps<Data, Row> & { view: RowView<Row> }) {
  const [asked, setAsked] = useState<Asked<Row>>(null);
  const ask: Ask<Row> = (row, command) => setAsked({ row, command });
  return (
    <AdminListFrame
      {...frame}
      renderRows={(rows) => <Rows rows={rows} view={view} ask={ask} testId={frame.testId} />}
    >
      <ConfirmCommand path={frame.path} view={view} asked={asked} onClose={() => setAsked(null)} />
    </AdminListFrame>
  );
}
