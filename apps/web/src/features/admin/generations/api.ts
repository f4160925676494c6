/** Staff calls for every user's design actions (/api/admin/generations…). */
import {
  ADMIN_GENERATIONS_PAGE_SIZE,
  type AdminGeneration,
  type AdminGenerationsPage,
} from '@packsmith/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const ALL = ['admin', 'generations'] as const;

export function useAdminGenerations(q: string, page: number) {
  return useQuery({
    queryKey: [...ALL, { q, page }],
    queryFn: async () =>
      (
        await api.get<{ data: AdminGenerationsPage }>('/api/admin/generations', {
          query: {
            q: q || undefined,
            limit: ADMIN_GENERATIONS_PAGE_SIZE,
            offset: (page - 1) * ADMIN_GENERATIONS_PAGE_SIZE,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export type GenerationCommand = 'retry' | 'cancel';

export function useGenerationCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, command }: { id: string; command: GenerationCommand }) =>
      api.post<{ data: AdminGeneration; message: string }>(`/api/admin/generations/${id}/${command}`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: ALL }),
  });
}
