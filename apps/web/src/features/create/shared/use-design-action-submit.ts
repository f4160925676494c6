import {
  type CreateDesignActionBody,
  DESIGN_FLOW_TEXTS,
  type DesignAction,
  type DesignActionType,
} from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toast';
import { creditsKeys, openLowCredits, recordNoCredits, useCreditBalance } from '@/features/credits';
import { isApiError } from '@/lib/api';
import { useCreateDesignAction } from '../api';
import {
  type AfterSuccess,
  type BalanceValue,
  checkDesignActionRequest,
  coversCost,
  destinationAfterSuccess,
  failureToast,
  successToast,
} from './rules';

export interface DesignActionSubmitOptions {
  type: DesignActionType;
  /** What the action costs now (for the balance check, the footer and the low-credits dialog). */
  cost: number;
  /** The session the dialog was opened in (request.sessionId), if any. */
  sessionId?: string;
  /** Where to go after a success; see destinationAfterSuccess. Default 'session'. */
  afterSuccess?: AfterSuccess;
  /** Called after the success toast, before navigating: close the dialog here. */
  onCreated?: (action: DesignAction) => void;
}

export type SubmitOutcome =
  | { status: 'created'; action: DesignAction }
  /** The shared schema refused the request; `field` is the metadata field to mark, if any. */
  | { status: 'invalid'; message: string; field: string | null }
  | { status: 'failed' }
  | { status: 'ignored' };

export interface DesignActionSubmit {
  submit: (body: CreateDesignActionBody) => Promise<SubmitOutcome>;
  pending: boolean;
  cost: number;
  balance: BalanceValue | undefined;
  balanceLoading: boolean;
  /** The balance covers the cost (Unlimited always does). */
  affordable: boolean;
}

/**
 * Sends a creation flow's design action the way every dialog must (spec part 1 §5, §8):
 * validates with the shared schema first (a message for a field comes back for the dialog to
 * show under it; any other goes to a toast); then POST /api/design-actions. 402 → 'Insufficient
 * credits' with the flow's text (5 s) and the low-credits dialog for `cost`; other failures →
 * the flow's error toast; success → the flow's toast (3 s), `onCreated`, then the session page
 * when `afterSuccess` says so.
 */
export function useDesignActionSubmit({
  type,
  cost,
  sessionId,
  afterSuccess = 'session',
  onCreated,
}: DesignActionSubmitOptions): DesignActionSubmit {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateDesignAction();
  const balanceQuery = useCreditBalance();
  const balance = balanceQuery.data?.balance;

  const submit = async (body: CreateDesignActionBody): Promise<SubmitOutcome> => {
    if (create.isPending) return { status: 'ignored' };
    const check = checkDesignActionRequest(body);
    if (!check.ok) {
      if (!check.field) notify.error(DESIGN_FLOW_TEXTS[type].errorTitle, check.message);
      return { status: 'invalid', message: check.message, field: check.field };
    }
    try {
      const { data } = await create.mutateAsync(body);
      const toast = successToast(type);
      notify.success(toast.title, toast.message);
      onCreated?.(data.designAction);
      const to = destinationAfterSuccess(afterSuccess, sessionId, data.designAction.sessionId);
      if (to) navigate(to);
      return { status: 'created', action: data.designAction };
    } catch (error) {
      const toast = failureToast(type, {
        status: isApiError(error) ? error.status : 0,
        message: error instanceof Error ? error.message : null,
      });
      notify.error(toast.title, toast.message);
      if (toast.lowCredits) {
        // The balance the dialog showed was stale: refresh it so Generate reflects the real one.
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
        recordNoCredits({ actionType: type, required: cost, source: `${type}-dialog` });
        openLowCredits({ required: cost });
      }
      return { status: 'failed' };
    }
  };

  return {
    submit,
    pending: create.isPending,
    cost,
    balance,
    balanceLoading: balanceQuery.isPending,
    affordable: coversCost(balance, cost),
  };
}
