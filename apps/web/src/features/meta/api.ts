import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface Meta {
  version: string;
  maintenance?: boolean;
  /** An image without a design document is edited by an AI image model, not only on its pixels. */
  imageEditModel?: boolean;
}

export const metaQuery = queryOptions({
  queryKey: ['meta'] as const,
  queryFn: () => api.get<Meta>('/api/meta.json', { redirects: false, auth: false }),
  retry: false,
  staleTime: 0,
  refetchOnWindowFocus: false,
});
