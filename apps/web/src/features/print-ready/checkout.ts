import { useNavigate } from 'react-router';
import { usePayPrintReadyOrder } from './api';
import { isSameSite } from './rules';

/** Pays an order: asks the server for a checkout at its price and goes there. */
export function useGoToCheckout() {
  const navigate = useNavigate();
  const pay = usePayPrintReadyOrder();
  const go = async (requestId: string) => {
    const { data } = await pay.mutateAsync(requestId);
    if (isSameSite(data.url)) navigate(data.url);
    else window.location.assign(data.url);
  };
  return { go, isPending: pay.isPending };
}
