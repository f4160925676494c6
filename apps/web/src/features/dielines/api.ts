import type { DielineFormat, DielineSize, DielineStructureSummary } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The structure library (public, the same for everyone). */
export function useStructures() {
  return useQuery({
    queryKey: ['dielines', 'structures'],
    queryFn: () => api.get<{ data: DielineStructureSummary[] }>('/api/dielines'),
    staleTime: 60 * 60_000,
  });
}

/** Where a structure is drawn at a size: the live preview's SVG and the downloads. */
export function dielineUrl(id: string, format: DielineFormat, size: DielineSize, preview = false): string {
  const q = new URLSearchParams({
    length: String(size.length),
    width: String(size.width),
    depth: String(size.depth),
    caliper: String(size.caliper),
  });
  if (preview) q.set('view', 'preview');
  return `/api/dielines/${id}.${format}?${q}`;
}
