import {
  type AdminPrintReadyPage as AdminPrintReadyPageData,
  type AdminPrintReadyRequest,
  DELIVERABLE_CATEGORY,
  DELIVERABLE_LIMITS,
  PRINT_READY_LIMITS,
  PRINT_READY_STATUS_LABELS,
} from '@packsmith/core';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { type UploadedFile, UploadField } from '@/features/assets';
import { formatServicePrice, STATUS_VARIANT, usePrintReadyStaffAction } from '@/features/print-ready';
import { dateColumn, ImageTitle, ownerColumn } from '../list/cells';
import { type Column, RowsListPage } from '../list/rows-list-page';

const PATH = '/api/admin/print-ready';

/** Staff upload the final files (PDF, AI, EPS or ZIP, as their own assets) and attach them to the request. */
function AttachFiles({ row }: { row: AdminPrintReadyRequest }) {
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const action = usePrintReadyStaffAction();
  const assetIds = files.flatMap((f) => (f.asset ? [f.asset.id] : []));
  const attach = () =>
    action.mutate(
      { id: row.id, action: 'files', body: { assetIds } },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          setOpen(false);
          setFiles([]);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="print-ready-attach">
        Upload files
      </Button>
      {open ? (
        <DialogContent
          title="Final files"
          description={`Upload the finished files for ${row.serviceTitle} (${row.ownerEmail ?? 'customer'}).`}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                onClick={attach}
                loading={action.isPending}
                disabled={busy || assetIds.length === 0}
                data-testid="print-ready-attach-submit"
              >
                Attach {assetIds.length || ''} {assetIds.length === 1 ? 'file' : 'files'}
              </Button>
            </>
          }
        >
          <UploadField
            fileCategory={DELIVERABLE_CATEGORY}
            maxFiles={PRINT_READY_LIMITS.maxFinalFiles}
            title="Drop the final files, or browse"
            hint={`PDF, AI, EPS or ZIP · up to ${DELIVERABLE_LIMITS.maxMb} MB each · ${PRINT_READY_LIMITS.maxFinalFiles} files max`}
            paste={false}
            onBusyChange={setBusy}
            onChange={setFiles}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Actions({ row }: { row: AdminPrintReadyRequest }) {
  const action = usePrintReadyStaffAction();
  const run = (name: 'assign' | 'deliver') =>
    action.mutate(
      { id: row.id, action: name },
      { onSuccess: (res) => notify.success(res.message), onError: (error) => notify.error(error.message) },
    );
  if (row.status !== 'paid' && row.status !== 'in-progress') return <span className="text-zinc-400">—</span>;
  return (
    <span className="flex flex-wrap gap-2">
      {row.status === 'paid' ? (
        <Button
          size="sm"
          variant="soft"
          onClick={() => run('assign')}
          disabled={action.isPending}
          data-testid="print-ready-assign"
        >
          Assign to me
        </Button>
      ) : null}
      <AttachFiles row={row} />
      <Button
        size="sm"
        onClick={() => run('deliver')}
        disabled={action.isPending || row.files.length === 0}
        title={row.files.length === 0 ? 'Upload the final files first' : undefined}
        data-testid="print-ready-deliver"
      >
        Mark delivered
      </Button>
    </span>
  );
}

/** Quantity × price, and the pack's size in mm when the customer gave it. */
function orderDetails(r: AdminPrintReadyRequest) {
  const size = r.dimensions
    ? ` · ${r.dimensions.width}×${r.dimensions.height}${r.dimensions.depth ? `×${r.dimensions.depth}` : ''} mm`
    : '';
  return `${r.quantity} × ${formatServicePrice(r.servicePrice, r.currency)}${size}`;
}

const columns: Column<AdminPrintReadyRequest>[] = [
  {
    label: 'Order',
    cell: (r) => (
      <ImageTitle src={r.assetThumbnailUrl} title={r.serviceTitle} details={orderDetails(r)} note={r.notes} />
    ),
  },
  ownerColumn('Customer'),
  {
    label: 'Status',
    cell: (r) => (
      <span className="flex flex-col items-start gap-1">
        <Badge variant={STATUS_VARIANT[r.status]}>{PRINT_READY_STATUS_LABELS[r.status]}</Badge>
        {r.assigneeEmail ? (
          <span className="max-w-full truncate text-[13px] text-zinc-500">{r.assigneeEmail}</span>
        ) : null}
        {r.files.length ? (
          <span className="text-[13px] text-zinc-500">
            {r.files.length} final {r.files.length === 1 ? 'file' : 'files'}
          </span>
        ) : null}
      </span>
    ),
  },
  dateColumn('Paid', (r) => r.paidAt),
  { label: 'Actions', cell: (r) => <Actions row={r} /> },
];

/** /admin/print-ready: paid orders waiting for a designer, and the ones being worked on. */
export function AdminPrintReadyPage() {
  return (
    <RowsListPage
      title="Print-ready"
      description="Paid print-ready orders waiting for a designer or in progress, newest first. Delivering notifies the customer."
      path={PATH}
      rowsOf={(page: AdminPrintReadyPageData) => page.requests}
      columns={columns}
      search={{
        label: 'Search by customer e-mail, service or notes',
        placeholder: 'Customer e-mail, service or notes',
        hint: 'Try the customer’s full e-mail address, or words from their notes.',
      }}
      empty={{
        icon: Printer,
        title: 'No open print-ready orders',
        description: 'Paid orders appear here for a designer to pick up.',
      }}
      testId="print-ready-admin"
    />
  );
}
