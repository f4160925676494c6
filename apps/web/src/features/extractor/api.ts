import {
  type CreateExtractionRequest,
  EXTRACTION_LIMITS,
  EXTRACTION_QUERY_KEY,
  type Extraction,
} from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetsKeys } from '@/features/assets';
import { creditsKeys } from '@/features/credits';
import { api } from '@/lib/api';

export const extractionKeys = {
  all: EXTRACTION_QUERY_KEY,
  list: () => [...EXTRACTION_QUERY_KEY, 'list'] as const,
};

export function useExtractions() {
  return useQuery({
    queryKey: extractionKeys.list(),
    queryFn: () =>
      api.get<{ data: Extraction[]; totalCount: number }>('/api/extractions', {
        query: { limit: EXTRACTION_LIMITS.defaultPageSize },
      }),
  });
}

export function useExtract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExtractionRequest) =>
      api.post<{ data: Extraction }>('/api/extractions', body, { redirects: { 404: false, 500: false } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: extractionKeys.all });
      void client.invalidateQueries({ queryKey: creditsKeys.all });
      void client.invalidateQueries({ queryKey: assetsKeys.all });
    },
  });
}
