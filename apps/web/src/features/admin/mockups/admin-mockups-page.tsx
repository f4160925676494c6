import {
  type AdminMockup,
  getTemplate,
  type MockupStatus,
  type AdminMockupsPage as MockupsPageData,
} from '@packsmith/core';
import { Box } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { countColumn, dateColumn, ownerColumn } from '../list/cells';
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
  ownerColumn('Owner', { strong: true }),
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
  countColumn('Images', (m) => m.imageCount),
  dateColumn('Created', (m) => m.createdAt),
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
