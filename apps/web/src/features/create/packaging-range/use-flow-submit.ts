import {
  CREDIT_MESSAGES,
  type CreateDesignActionBody,
  DESIGN_FLOW_TEXTS,
  type DesignAction,
  type DesignActionType,
  UNLIMITED_BALANCE,
} from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toast';
import { creditsKeys, openLowCredits, recordNoCredits, useCreditBalance } from '@/features/credits';
import { isApiError } from '@/lib/api';
import { useCreateDesignAction } from '../api';

/**
 * Sends one flow's design action with the spec's toasts (part 1 §8): 402 → 'Insufficient credits'
 * with the flow's text and the low-credits dialog; other failures → the flow's error toast;
 * success → the flow's success toast, then `onSuccess`. Also says whether the balance covers
 * `cost` (Unlimited always does) and whether it is still loading.
 */
export function useFlowSubmit(
  flow: DesignActionType,
  { cost, onSuccess }: { cost: number; onSuccess: (action: DesignAction) => void },
) {
  const create = useCreateDesignAction();
  const queryClient = useQueryClient();
  const balanceQuery = useCreditBalance();
  const balance = balanceQuery.data?.balance;
  const texts = DESIGN_FLOW_TEXTS[flow];
  const affordable = balance === UNLIMITED_BALANCE || (typeof balance === 'number' && balance >= cost);

  const submit = async (body: CreateDesignActionBody) => {
    if (create.isPending) return;
    try {
      const { data } = await create.mutateAsync(body);
      notify.success(texts.successTitle, texts.successMessage);
      onSuccess(data.designAction);
    } catch (error) {
      if (isApiError(error) && error.status === 402) {
        // The balance this dialog saw was stale: show the real one in the low-credits dialog.
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
        notify.error(CREDIT_MESSAGES.insufficientTitle, texts.insufficient);
        recordNoCredits({ actionType: flow, required: cost, source: `${flow}-dialog` });
        openLowCredits({ required: cost });
      } else {
        notify.error(texts.errorTitle, texts.errorMessage);
      }
    }
  };

  return {
    submit,
    pending: create.isPending,
    balanceLoading: balanceQuery.isPending,
    affordable,
    balance,
  };
}
