import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '@/components/ui/toast';
import { scheduleBalanceRefresh } from './api';
import { completePendingPayment, reportPurchase, successMessage } from './payment-storage';

/**
 * A card payment's return (the page it started on, or /pricing, with ?success=true; mounted once
 * by the app shell for every page): shows the success toast, reports
 * the stored payment to analytics once and clears it, refreshes the balance 5 seconds later and
 * tidies the address. `onPlanChanged` lets the page refresh whatever shows the plan.
 */
export function usePaymentReturn({ onPlanChanged }: { onPlanChanged?: () => void } = {}) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const success = params.get('success') === 'true';

  useEffect(() => {
    // Once the address is tidied, the next payment's return is handled again.
    if (!success) handled.current = false;
    if (!success || handled.current) return;
    handled.current = true;
    const payment = completePendingPayment(reportPurchase);
    const { title, description } = successMessage(payment);
    notify.success(title, description);
    scheduleBalanceRefresh(queryClient);
    if (payment?.purpose === 'plan') onPlanChanged?.();
    const next = new URLSearchParams(params);
    next.delete('success');
    setParams(next, { replace: true });
  }, [success, params, setParams, queryClient, onPlanChanged]);
}
