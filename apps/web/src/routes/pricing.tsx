import { useShellActions } from '@/app/shell/shell-actions';
import { PricingPage } from '@/features/credits';
import { useSession } from '@/features/users';

/**
 * /pricing: plans and top-up prices for everyone. /pricing?success=true, a plan payment's return
 * address, is handled by the app shell's PaymentReturn like any page's.
 */
export function Component() {
  const session = useSession();
  const { openLiveChat } = useShellActions();
  return <PricingPage currentTier={session.user?.tier ?? null} onContact={openLiveChat} />;
}
