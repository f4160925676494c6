import { PRINT_READY_STATUS_LABELS } from '@packsmith/core';
import { Printer } from 'lucide-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { PageSpinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { usePrintReadyOrder } from './api';
import { useGoToCheckout } from './checkout';
import { formatServicePrice, serviceOf } from './rules';

/**
 * /print-ready/pay/:fileType?requestId= (only with the print-ready product page flag): the saved
 * brief's summary and its price as the server stored it, then checkout.
 */
export function PrintReadyPayPage() {
  const { fileType } = useParams();
  const [params] = useSearchParams();
  const requestId = params.get('requestId');
  const service = serviceOf(fileType);
  const order = usePrintReadyOrder(requestId);
  const checkout = useGoToCheckout();
  if (!service) return <Navigate to="/404" replace />;
  if (!requestId) return <Navigate to={`/print-ready/${service.fileType}`} replace />;

  const pay = async () => {
    try {
      await checkout.go(requestId);
    } catch (error) {
      notify.error('We couldn’t start the payment', isApiError(error) ? error.message : undefined);
    }
  };

  return (
    <Page width="narrow">
      <PageHeader
        eyebrow={
          <Link to="/print-ready" className="inline-flex items-center gap-1.5 text-sm text-brand-700">
            <Printer className="size-3.5" aria-hidden /> Print-ready services
          </Link>
        }
        title={`Order: ${service.title}`}
        description="Check your brief, then pay to send it to a designer."
      />
      {order.isPending ? <PageSpinner /> : null}
      {order.isError ? (
        <LoadError title="We couldn’t load this order" error={order.error} onRetry={() => order.refetch()} />
      ) : null}
      {order.data ? (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-zinc-500">Designs</dt>
            <dd className="text-zinc-900">{order.data.quantity}</dd>
            <dt className="text-zinc-500">Status</dt>
            <dd className="text-zinc-900">{PRINT_READY_STATUS_LABELS[order.data.status]}</dd>
            {order.data.notes ? (
              <>
                <dt className="text-zinc-500">Notes</dt>
                <dd className="whitespace-pre-wrap text-zinc-900">{order.data.notes}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex items-baseline justify-between border-t border-zinc-100 pt-4">
            <span className="text-sm text-zinc-600">Total</span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="print-ready-total">
              {formatServicePrice(order.data.totalPrice, order.data.currency)}
            </span>
          </div>
          {order.data.status === 'awaiting-payment' ? (
            <Button size="lg" onClick={pay} loading={checkout.isPending} data-testid="print-ready-pay">
              Pay {formatServicePrice(order.data.totalPrice, order.data.currency)}
            </Button>
          ) : (
            <Link to="/print-ready/orders" className="text-sm font-medium text-brand-700 underline">
              This order is paid: see your orders
            </Link>
          )}
        </Card>
      ) : null}
    </Page>
  );
}
