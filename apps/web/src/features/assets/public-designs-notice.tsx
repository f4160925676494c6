import { VISIBILITY_MESSAGES } from '@packsmith/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api';
import { assetsKeys, useAssetsPage } from './api';

const PUBLIC_DESIGNS = { fileCategories: ['GENERATED IMAGE' as const], visibility: 'public' as const };

/**
 * After an upgrade: the designs made on Free are still public in Explore. One click makes them
 * all private. Shown only on a paid plan while any is public.
 */
export function PublicDesignsNotice({ paid }: { paid: boolean }) {
  const query = useAssetsPage(PUBLIC_DESIGNS, { limit: 1, offset: 0 });
  const client = useQueryClient();
  const makePrivate = useMutation({
    mutationFn: () => api.post<{ data: { changed: number } }>('/api/assets/make-private', {}),
    onSuccess: ({ data }) => {
      notify.success(VISIBILITY_MESSAGES.done(data.changed));
      void client.invalidateQueries({ queryKey: assetsKeys.all });
    },
    onError: (e) => notify.error('Error', isApiError(e) ? e.message : 'Could not make them private'),
  });
  const count = query.data?.totalCount ?? 0;
  if (!paid || count === 0) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
      data-testid="public-designs-notice"
    >
      <Lock className="size-5 shrink-0 text-amber-700" aria-hidden />
      <p className="flex-1 text-sm text-amber-900">
        {count === 1 ? 'One design' : `${count} designs`} you made on Free {count === 1 ? 'is' : 'are'} public
        in Explore. Your plan keeps designs private.
      </p>
      <Button size="sm" onClick={() => makePrivate.mutate()} loading={makePrivate.isPending}>
        Make all private
      </Button>
    </section>
  );
}
