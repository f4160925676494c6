import {
  type AdminGeneration,
  DESIGN_ACTION_LABELS,
  type AdminGenerationsPage as GenerationsPageData,
} from '@packsmith/core';
import { Images } from 'lucide-react';
import { AdminListPage, type RowView } from '../list/admin-list-page';

const view: RowView<AdminGeneration> = {
  noun: 'generation',
  kindLabel: 'Type',
  kind: (g) => DESIGN_ACTION_LABELS[g.type],
  note: (g) => g.prompt,
};

/** /admin/generations: every user's design actions, newest first, with retry and cancel. */
export function AdminGenerationsPage() {
  return (
    <AdminListPage
      title="Generations"
      description="Design actions across all accounts, newest first. Retry failed or stalled ones, cancel stuck ones."
      path="/api/admin/generations"
      rowsOf={(page: GenerationsPageData) => page.generations}
      view={view}
      search={{
        label: 'Search by owner e-mail or prompt',
        placeholder: 'Owner e-mail or prompt words',
        hint: 'Try an owner’s full e-mail address or other words from the prompt.',
      }}
      empty={{
        icon: Images,
        title: 'No generations yet',
        description: 'Design actions from every account show here.',
      }}
      testId="generation"
    />
  );
}
