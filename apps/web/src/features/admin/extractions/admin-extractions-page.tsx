import type { AdminExtraction, AdminExtractionsPage as ExtractionsPageData } from '@packsmith/core';
import { ScanSearch } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { countColumn, dateColumn, ownerColumn } from '../list/cells';
import { type Column, RowsListPage } from '../list/rows-list-page';
import { Thumbnails } from '../list/thumbnails';

const METHOD = { document: 'From the design', unwarp: 'Un-warped upload' } as const;

const columns: Column<AdminExtraction>[] = [
  ownerColumn('Owner', { strong: true }),
  {
    label: 'Method',
    cell: (e) => <Badge variant={e.method === 'document' ? 'brand' : 'neutral'}>{METHOD[e.method]}</Badge>,
  },
  {
    label: 'Artwork',
    cell: (e) => <Thumbnails srcs={e.thumbnails} alt="Extracted artwork" size="size-12" />,
  },
  countColumn('Panels', (e) => e.panels),
  dateColumn('Created', (e) => e.createdAt),
];

/** /admin/artwork-extractions: every artwork extraction across all accounts, newest first. */
export function AdminExtractionsPage() {
  return (
    <RowsListPage
      title="Artwork extractions"
      description="Extractions across all accounts, newest first, with their flat artwork."
      path="/api/admin/artwork-extractions"
      rowsOf={(page: ExtractionsPageData) => page.extractions}
      columns={columns}
      search={{
        label: 'Search by owner e-mail or method',
        placeholder: 'Owner e-mail, document or unwarp',
        hint: 'Try an owner’s full e-mail address.',
      }}
      empty={{
        icon: ScanSearch,
        title: 'No extractions yet',
        description: 'Artwork extractions from every account show here.',
      }}
      testId="admin-extraction"
    />
  );
}
