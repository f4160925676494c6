import {
  type AdminMockup,
  getTemplate,
  type MockupStatus,
  type AdminMockupsPage as MockupsPageData,
} from '@packsmith/core';
import { Box } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatCredits, formatDate } from '@/features/credits';
import { type Column, RowsListPage } from '../list/rows-list-page';
import { Thumbnails } from '../list/thumbnails';

const STATUS: Record<MockupStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'neutral' },
  processing: { label: 'Processing', variant: 'brand' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

const productNames = (m: AdminMockup) => m.products.map((id) => getTemplate(id)?.product ?? id).join(', ');

const columns: Column<AdminMockup>[] = [
  {
    label: 'Owner',
    cell: (m) => (
      <span className="block truncate font-medium text-zinc-900" title={m.ownerEmail ?? undefined}>
        {m.ownerEmail ?? 'Deleted account'}
      </span>
    ),
  },
  { label: 'Products', cell: (m) => <span className="line-clamp-2">{productNames(m)}</span> },
  {
    label: 'Status',
    cell: (m) => (
      <Badge variant={STATUS[m.status].variant} title={m.error ?? undefined}>
        {STATUS[m.status].label}
      </Badge>
    ),
  },
  {
    label: 'Outputs',
    cell: (m) => <Thumbnails srcs={m.thumbnails} alt={`Mockup ${productNames(m)}`} size="size-12" />,
  },
  {
    label: 'Images',
    cell: (m) => (
      <span className="tabular-nums">
        {m.imageCount} · {formatCredits(m.creditCost)} credits
      </span>
    ),
  },
  { label: 'Created', cell: (m) => <span className="whitespace-nowrap">{formatDate(m.createdAt)}</span> },
];

/** /admin/mockups/all: every mockup across all accounts, newest first. */
export function AdminMockupsPage() {
  return (
    <RowsListPage
      title="All mockups"
      description="Mockups across all accounts, newest first, with their products and outputs."
      path="/api/admin/mockups"
      rowsOf={(page: MockupsPageData) => page.mockups}
      columns={columns}
      search={{
        label: 'Search by owner e-mail, product or instructions',
        placeholder: 'Owner e-mail, product id or instructions',
        hint: 'Try an owner’s full e-mail address or a product id such as drinks-can.',
      }}
      empty={{
        icon: Box,
        title: 'No mockups yet',
        description: 'Mockups from every account show here.',
      }}
      testId="admin-mockup"
    />
  );
}
