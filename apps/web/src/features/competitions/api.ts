import type { Competition, CreateCompetitionBody } from '@packsmith/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const currentCompetitionQuery = queryOptions({
  queryKey: ['competitions', 'current'] as const,
  queryFn: async () =>
    (
      await api.get<{ data: Competition | null }>('/api/competitions/current', {
        redirects: false,
        auth: false,
      })
    ).data,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
});

export const adminCompetitionsQuery = queryOptions({
  queryKey: ['admin', 'competitions'] as const,
  queryFn: async () => (await api.get<{ data: Competition[] }>('/api/admin/competitions')).data,
});

export async function createCompetition(body: CreateCompetitionBody): Promise<Competition> {
  return (await api.post<{ data: Competition }>('/api/admin/competitions', body)).data;
}

export async function endCompetition(id: string): Promise<void> {
  await api.delete(`/api/admin/competitions/${id}`);
}
