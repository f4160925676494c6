import {
  PRINT_READY_CANCELLABLE_STATUSES,
  PRINT_READY_SERVICES,
  PRINT_READY_STATUS_LABELS,
  type PrintReadyRequest,
} from '@packsmith/core';
import { Download, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { formatDate } from '@/features/credits';
import { trackDownloadDesign } from '@/lib/analytics';
import { useCancelPrintReadyOrder, useMyPrintReadyOrders } from './api';
import { ConfirmClose } from './confirm-close';
import { formatServicePrice, STATUS_VARIANT } from './rules';

/** Cancel, for an order nobody has started; a paid one is refunded in full. */
function CancelOrder({ order }: { order: PrintReadyRequest }) {
  const cancel = useCancelPrintReadyOrder();
  if (!PRINT_READY_CANCELLABLE_STATUSES.includes(order.status)) return null;
  const paid = order.status === 'paid';
  return (
    <ConfirmClose
      label="Cancel order"
      title="Cancel this order?"
      description={
        paid
          ? `Nobody has started on it yet: we cancel it and refund ${formatServicePrice(order.totalPrice, order.currency)} to your card.`
          : 'It has not been paid; we cancel it and nothing is charged.'
      }
      confirmLabel={paid ? 'Cancel and refund' : 'Cancel order'}
      busy={cancel.isPending}
      testId="print-ready-cancel"
      onConfirm={(done) =>
        cancel.mutate(order.id, {
          onSuccess: (res) => {
            notify.success(res.message);
            done();
          },
          onError: (error) => {
            notify.error(error.message);
            done();
          },
        })
      }
    />
  );
}

function Order({ order }: { order: PrintReadyRequest }) {
  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5"
      data-testid="print-ready-order"
      data-order-id={order.id}
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-zinc-100 ring-1 ring-zinc-200">
        {order.assetThumbnailUrl ? (
          <img src={order.assetThumbnailUrl} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-zinc-900">{order.serviceTitle}</p>
          <Badge variant={STATUS_VARIANT[order.status]} data-testid="print-ready-status">
            {PRINT_READY_STATUS_LABELS[order.status]}
          </Badge>
        </div>
        <p className="mt-1 text-[13px] text-zinc-500">
          {order.quantity} {order.quantity === 1 ? 'design' : 'designs'} ·{' '}
          <span data-testid="print-ready-order-price">
            {formatServicePrice(order.totalPrice, order.currency)}
          </span>{' '}
          · ordered {formatDate(order.createdAt)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <CancelOrder order={order} />
          {order.status === 'awaiting-payment' ? (
            <Link
              to={`/print-ready/${PRINT_READY_SERVICES[order.serviceType].fileType}`}
              className="inline-block text-sm font-medium text-brand-700 underline"
            >
              Not paid yet: order again
            </Link>
          ) : null}
        </div>
        {order.files.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Final files">
            {order.files.map((file) => (
              <li key={file.assetId}>
                <a
                  href={file.downloadUrl}
                  download={file.fileName}
                  onClick={() => trackDownloadDesign(file.fileName, file.assetId)}
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                  data-testid="print-ready-download"
                >
                  <Download aria-hidden /> {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** /print-ready/orders: the user's print-ready orders, their status and delivered files. */
export function PrintReadyOrdersPage() {
  const [params] = useSearchParams();
  const orders = useMyPrintReadyOrders();
  return (
    <Page width="narrow">
      <PageHeader
        title="Your print-ready orders"
        description="Designers deliver your final files here; we notify you when they are ready."
        actions={
          <Link to="/print-ready" className={buttonClass({ variant: 'outline' })}>
            Order a service
          </Link>
        }
      />
      {params.get('paid') ? (
        <div className="mb-4" data-testid="print-ready-paid">
          <Notice tone="success" title="Payment received">
            A designer will pick up your brief shortly; we’ll notify you when your files are ready.
          </Notice>
        </div>
      ) : null}
      <Card className="overflow-hidden">
        {orders.isPending ? (
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : orders.isError ? (
          <LoadError
            className="m-4"
            title="We couldn’t load your orders"
            error={orders.error}
            onRetry={() => orders.refetch()}
          />
        ) : orders.data.length === 0 ? (
          <EmptyState
            icon={Printer}
            title="No orders yet"
            description="Order a print-ready file and your designer’s files will appear here."
          />
        ) : (
          <ul className="divide-y divide-zinc-100">
            {orders.data.map((order) => (
              <Order key={order.id} order={order} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
