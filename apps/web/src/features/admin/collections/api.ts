/** Staff call for every collection (/api/admin/collections). */
import type { AdminCollection } from '@packsmith/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useAdminCollections(q: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin', 'collections', { q, page }],
    queryFn: () =>
      api.get<{ data: AdminCollection[]; totalCount: number }>('/api/admin/collections', {
        query: { q: q || undefined, limit: pageSize, offset: (page - 1) * pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}
