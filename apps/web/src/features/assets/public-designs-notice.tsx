import { VISIBILITY_MESSAGES } from '@packsmith/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api';
import { assetsKeys, useAssetsPage } from './api';

const PUBLIC_DESIGNS = { fileCategories: ['GENERATED IMAGE' as const], visibility: 'public' as const };

/** How many of the public designs the offer shows, each with its own button. */
const SHOWN = 12;

/**
 * After an upgrade: the designs made on Free are still public in Explore. One click makes them
 * all private, or one at a time from the row of them. Shown only on a paid plan while any is public.
 */
export function PublicDesignsNotice({ paid }: { paid: boolean }) {
  const query = useAssetsPage(PUBLIC_DESIGNS, { limit: SHOWN, offset: 0 });
  const client = useQueryClient();
  const makePrivate = useMutation({
    /** No ids: all of them. */
    mutationFn: (assetIds?: string[]) =>
      api.post<{ data: { changed: number } }>('/api/assets/make-private', assetIds ? { assetIds } : {}),
    onSuccess: ({ data }) => {
      notify.success(VISIBILITY_MESSAGES.done(data.changed));
      void client.invalidateQueries({ queryKey: assetsKeys.all });
    },
    onError: (e) => notify.error('Error', isApiError(e) ? e.message : 'Could not make them private'),
  });
  const count = query.data?.totalCount ?? 0;
  if (!paid || count === 0) return null;
  const pending = makePrivate.isPending ? makePrivate.variables : null;
  return (
    <section
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      data-testid="public-designs-notice"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Lock className="size-5 shrink-0 text-amber-700" aria-hidden />
        <p className="flex-1 text-sm text-amber-900">
          {count === 1 ? 'One design' : `${count} designs`} you made on Free {count === 1 ? 'is' : 'are'}{' '}
          public in Explore. Your plan keeps designs private.
        </p>
        <Button
          size="sm"
          onClick={() => makePrivate.mutate(undefined)}
          loading={makePrivate.isPending && pending === undefined}
          disabled={makePrivate.isPending}
        >
          Make all private
        </Button>
      </div>
      <ul className="flex gap-3 overflow-x-auto pb-1" aria-label="Public designs">
        {(query.data?.data ?? []).map((a) => (
          <li key={a.id} className="flex w-28 shrink-0 flex-col gap-1.5" data-testid="public-design">
            <img
              src={a.thumbnailUrl}
              alt={a.description ?? 'Public design'}
              className="aspect-square w-full rounded-lg border border-amber-200 bg-white object-cover"
              loading="lazy"
            />
            <Button
              size="sm"
              variant="outline"
              aria-label="Make this design private"
              onClick={() => makePrivate.mutate([a.id])}
              loading={pending?.[0] === a.id}
              disabled={makePrivate.isPending}
            >
              Make private
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
