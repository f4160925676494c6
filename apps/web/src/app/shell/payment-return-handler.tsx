import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePaymentReturn } from '@/features/credits';
import { meQueryKey } from '@/features/users';

/**
 * A card payment comes back to the page it started on with ?success=true (paymentReturnPath):
 * the toast, the balance refresh and, after a plan change, the user's new tier — on any page.
 */
export default function PaymentReturnHandler() {
  const queryClient = useQueryClient();
  const refreshUser = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);
  usePaymentReturn({ onPlanChanged: refreshUser });
  return null;
}
