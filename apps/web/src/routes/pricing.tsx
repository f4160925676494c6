import type { BillingStatusResponse } from '@packsmith/core';
import { useNavigate } from 'react-router';
import { PricingPage } from '@/features/credits';
import { useExitSurvey } from '@/features/exit-survey';
import { useSession } from '@/features/users';
import { api } from '@/lib/api';
import { useShellActions } from '@/lib/shell-actions-context';

/**
 * /pricing: plans and top-up prices for everyone. /pricing?success=true, a plan payment's return
 * address, is handled by the app shell's PaymentReturn like any page's. A move to a lower plan or
 * a cancel first asks why (the exit survey); a cancel then goes to Stripe's billing portal, or,
 * with the built-in checkout, to the team in the live chat.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const { openLiveChat } = useShellActions();
  const survey = useExitSurvey();
  const cancel = async () => {
    if (!(await survey.ask('free'))) return;
    const billing = await api.get<BillingStatusResponse>('/api/billing').catch(() => null);
    if (billing?.data.portal) navigate('/dashboard/billing');
    else openLiveChat();
  };
  return (
    <>
      <PricingPage
        currentTier={session.user?.tier ?? null}
        onContact={openLiveChat}
        onDowngrade={survey.ask}
        onCancel={() => void cancel()}
      />
      {survey.dialog}
    </>
  );
}
