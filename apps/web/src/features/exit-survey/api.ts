/** The exit survey's calls: answering it, and staff's list (/api/admin/exit-surveys). */
import type { ExitSurveyAnswer, ExitSurveyBody } from '@packsmith/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useAnswerExitSurvey() {
  return useMutation({
    mutationFn: (body: ExitSurveyBody) =>
      api.post<{ data: ExitSurveyAnswer; message: string }>('/api/exit-survey', body),
  });
}

export function useExitSurveyAnswers() {
  return useQuery({
    queryKey: ['admin', 'exit-surveys'],
    queryFn: () =>
      api.get<{ data: ExitSurveyAnswer[]; totalCount: number }>('/api/admin/exit-surveys?limit=100'),
  });
}
