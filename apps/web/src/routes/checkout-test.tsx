import { useParams } from 'react-router';
import { RequireAuth } from '@/app/guards';
import { TestCheckoutPage } from '@/features/credits';

/** /checkout/test/{id}: the built-in test checkout, full screen, for the signed-in payer only. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <TestCheckoutPage id={id} />
    </RequireAuth>
  );
}
