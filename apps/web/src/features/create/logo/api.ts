import type { LogoPrefill } from '@packsmith/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/prompt-prefill/logo-design: the wizard's fields read from a free-text description. */
export function prefillLogo(prompt: string): Promise<{ data: LogoPrefill }> {
  return api.post('/api/prompt-prefill/logo-design', { prompt }, { redirects: false });
}

export function useLogoPrefill() {
  return useMutation({ mutationFn: prefillLogo });
}
