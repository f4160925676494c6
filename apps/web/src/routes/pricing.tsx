import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/app/session';
import { useShellActions } from '@/app/shell/shell-actions';
import { usePaymentReturn } from '@/features/credits/payment-return';
import { PricingPage } from '@/features/credits/pricing-page';
import { meQueryKey } from '@/features/users/api';

/**
 * /pricing: plans and top-up prices for everyone; /pricing?success=true is the card payment's
 * return address (success toast, balance refreshed 5 s later, the plan badge after an upgrade).
 */
export function Component() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { openLiveChat } = useShellActions();
  const refreshUser = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);
  usePaymentReturn({ onPlanChanged: refreshUser });
  return <PricingPage currentTier={session.user?.tier ?? null} onContact={openLiveChat} />;
}
