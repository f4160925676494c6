import type { FlagAudience, FlagKey } from '@packsmith/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface AuditEntry {
  id: string;
  actorEmail: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AdminOverview {
  users: number;
  newUsersThisWeek: number;
  flags: number;
  recentChanges: AuditEntry[];
}

export interface AdminFlag {
  key: FlagKey;
  label: string;
  effect: string;
  audience: FlagAudience;
  people: { id: string; email: string | null }[];
  updatedAt: string | null;
  updatedBy: string | null;
}

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'] as const,
  queryFn: async () => (await api.get<{ data: AdminOverview }>('/api/admin/overview')).data,
});

export const adminFlagsQuery = queryOptions({
  queryKey: ['admin', 'flags'] as const,
  queryFn: () => api.get<{ data: AdminFlag[]; editable: boolean; provider: string }>('/api/admin/flags'),
});

export async function saveFlagAudience(key: FlagKey, audience: FlagAudience): Promise<AdminFlag> {
  return (await api.put<{ data: AdminFlag }>(`/api/admin/flags/${key}`, { audience })).data;
}

/** The accounts with these e-mails (unknown ones are simply missing). */
export async function findPeople(emails: string[]): Promise<{ id: string; email: string }[]> {
  const query = new URLSearchParams({ emails: emails.join(',') });
  return (await api.get<{ data: { id: string; email: string }[] }>(`/api/admin/people?${query}`)).data;
}
