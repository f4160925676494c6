import { type ProductRequestStatus, STATUS_LABELS } from '@packsmith/core';
import { PackagePlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { AssetImage } from '@/features/assets';
import { useMyProductRequests } from './api';

const VARIANT: Record<ProductRequestStatus, 'neutral' | 'brand' | 'success' | 'danger'> = {
  open: 'neutral',
  planned: 'brand',
  added: 'success',
  declined: 'danger',
};

/**
 * The products this user asked the catalogue to add and what staff decided. Hidden until there
 * is one (and while loading): it is a footnote to the mockups, not a page of its own.
 */
export function MyProductRequests() {
  const query = useMyProductRequests();
  const requests = query.data ?? [];
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="my-product-requests" className="mt-8" data-testid="my-product-requests">
      <h2 id="my-product-requests" className="mb-3 text-sm font-semibold text-zinc-900">
        Products you asked for
      </h2>
      <ul className="divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white">
        {requests.map((r) => (
          <li key={r.id} className="flex items-center gap-3 p-3" data-testid="my-product-request">
            <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-zinc-100">
              {r.referenceThumbnailUrl ? (
                <AssetImage src={r.referenceThumbnailUrl} alt="" className="size-full" />
              ) : (
                <PackagePlus className="m-3 size-6 text-zinc-400" aria-hidden />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-zinc-900">{r.name}</span>
              <span className="block truncate text-xs text-zinc-500">
                Asked {new Date(r.createdAt).toLocaleDateString()}
                {r.decidedAt ? ` · decided ${new Date(r.decidedAt).toLocaleDateString()}` : ''}
              </span>
            </span>
            <Badge variant={VARIANT[r.status]} data-testid="my-product-request-status">
              {STATUS_LABELS[r.status]}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
