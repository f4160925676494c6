import type {
  AdminDesignGeneration,
  AdminDesignGenerationsPage as DesignGenerationsPageData,
} from '@packsmith/core';
import { Palette } from 'lucide-react';
import { AdminListPage, type RowView } from '../list/admin-list-page';

const view: RowView<AdminDesignGeneration> = {
  noun: 'generation',
  kindLabel: 'Name',
  kind: (g) => g.name,
  note: (g) => (g.brand && g.brand !== g.name ? g.brand : null),
  extra: [{ label: 'Requested', cell: (g) => String(g.imageCount) }],
};

/** /admin/design-generations: the packaging generator's generations across all accounts. */
export function AdminDesignGenerationsPage() {
  return (
    <AdminListPage
      title="Design generations"
      description="Packaging generator runs across all accounts, newest first. Retry or cancel acts on the design action behind each."
      path="/api/admin/design-generations"
      rowsOf={(page: DesignGenerationsPageData) => page.designGenerations}
      view={view}
      search={{
        label: 'Search by owner e-mail, name or brand',
        placeholder: 'Owner e-mail, name or brand',
        hint: 'Try an owner’s full e-mail address, or words from the name or brand.',
      }}
      empty={{
        icon: Palette,
        title: 'No design generations yet',
        description: 'Packaging generator runs from every account show here.',
      }}
      testId="design-generation"
    />
  );
}
