import {
  type AdminProductRequest,
  PRODUCT_REQUEST_DECISIONS,
  type ProductRequestDecision,
  type AdminProductRequestsPage as ProductRequestsPageData,
  STATUS_LABELS,
} from '@packsmith/core';
import { PackagePlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/components/ui/toast';
import { useAdminPatch } from '../list/api';
import { dateColumn, ImageTitle, ownerColumn } from '../list/cells';
import { type Column, RowsListPage } from '../list/rows-list-page';

const PATH = '/api/admin/product-requests';

const VARIANT = { open: 'neutral', planned: 'brand', added: 'success', declined: 'danger' } as const;

/** Planned, added or declined, one click each; the requester is notified by the server. */
function Decide({ row }: { row: AdminProductRequest }) {
  const patch = useAdminPatch<{ status: ProductRequestDecision }>(PATH);
  return (
    <label className="flex items-center gap-2">
      <span className="sr-only">Status of {row.name}</span>
      <select
        className="h-8 rounded-lg border border-zinc-200 bg-white px-2 text-sm text-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        value={row.status === 'open' ? '' : row.status}
        disabled={patch.isPending}
        data-testid="product-request-status"
        onChange={(event) =>
          patch.mutate(
            { id: row.id, body: { status: event.target.value as ProductRequestDecision } },
            {
              onSuccess: (res) => notify.success(res.message),
              onError: (error) => notify.error(error.message),
            },
          )
        }
      >
        <option value="" disabled>
          Decide…
        </option>
        {PRODUCT_REQUEST_DECISIONS.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

const columns: Column<AdminProductRequest>[] = [
  {
    label: 'Product',
    cell: (r) => <ImageTitle src={r.referenceThumbnailUrl} title={r.name} note={r.description} />,
  },
  ownerColumn('Requester'),
  { label: 'Status', cell: (r) => <Badge variant={VARIANT[r.status]}>{STATUS_LABELS[r.status]}</Badge> },
  dateColumn('Requested', (r) => r.createdAt),
  { label: 'Decide', cell: (r) => <Decide row={r} /> },
];

/** /admin/product-requests: products people asked the catalogue to add, and staff's decision. */
export function AdminProductRequestsPage() {
  return (
    <RowsListPage
      title="Product requests"
      description="Products customers asked us to add to the mockup catalogue, newest first. Deciding notifies the requester."
      path={PATH}
      rowsOf={(page: ProductRequestsPageData) => page.productRequests}
      columns={columns}
      search={{
        label: 'Search by requester e-mail, product name or description',
        placeholder: 'Requester e-mail, product or description',
        hint: 'Try a requester’s full e-mail address, or words from the product name.',
      }}
      empty={{
        icon: PackagePlus,
        title: 'No product requests yet',
        description:
          'When someone can’t find their product in the mockup catalogue, their request shows here.',
      }}
      testId="product-request"
    />
  );
}
