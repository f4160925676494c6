import { PRINT_READY_OFFER_TEXT, PRINT_READY_SERVICE_KINDS, PRINT_READY_SERVICES } from '@packsmith/core';
import { ArrowRight, Camera, Clock, Printer } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Page, PageHeader } from '@/components/ui/page';
import { trackPrintServiceLanding } from '@/lib/analytics';
import { formatServicePrice } from './rules';

/**
 * /print-ready: the six human services with their prices and delivery times, under the
 * `instantPdf` offer (the engine's own file for designs it made).
 */
const photoshoot = PRINT_READY_SERVICES['professional-photoshoot'];

/** The landing's ?assetId= and ?brief= travel on to the brief form a service opens. */
function useCarriedQuery(): string {
  const [params] = useSearchParams();
  const carried = new URLSearchParams();
  for (const key of ['assetId', 'brief']) {
    const value = params.get(key);
    if (value) carried.set(key, value);
  }
  const query = carried.toString();
  return query ? `?${query}` : '';
}

export function PrintReadyLanding({ instantPdf }: { instantPdf?: ReactNode }) {
  useEffect(() => trackPrintServiceLanding(), []);
  const carried = useCarriedQuery();
  return (
    <Page>
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
            <Printer className="size-3.5" aria-hidden /> Print-ready services
          </span>
        }
        title="Get your design ready for print"
        description={<span data-testid="print-ready-offer">{PRINT_READY_OFFER_TEXT}</span>}
        actions={
          <Link to="/print-ready/orders" className={buttonClass({ variant: 'outline' })}>
            Your orders
          </Link>
        }
      />
      {instantPdf ? (
        <section aria-label="Instant print-ready PDF" className="mb-6" data-testid="instant-pdf-slot">
          {instantPdf}
        </section>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Print-ready services">
        {PRINT_READY_SERVICE_KINDS.map((type) => {
          const service = PRINT_READY_SERVICES[type];
          return (
            <li
              key={type}
              className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs"
              data-testid="print-ready-service"
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-base font-semibold text-zinc-900">{service.title}</h2>
                <p
                  className="text-xl font-semibold tracking-tight text-zinc-900 tabular-nums"
                  data-testid="print-ready-price"
                >
                  {formatServicePrice(service.price)}
                </p>
              </div>
              <p className="flex-1 text-sm text-zinc-600">{service.summary}</p>
              <p className="flex items-center gap-1.5 text-[13px] text-zinc-500">
                <Clock className="size-3.5" aria-hidden />
                {service.delivery ? `Delivered in ${service.delivery}` : 'Delivery agreed with your designer'}
              </p>
              <Link
                to={`/print-ready/${service.fileType}${carried}`}
                className={buttonClass({ className: 'w-full' })}
                aria-label={`Order ${service.title}`}
              >
                Order <ArrowRight className="size-4" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      <p
        className="mt-6 flex flex-wrap items-center gap-1.5 text-sm text-zinc-600"
        data-testid="photoshoot-offer"
      >
        <Camera className="size-4 text-zinc-400" aria-hidden />
        Need product shots too?
        <Link
          to={`/print-ready/${photoshoot.fileType}${carried}`}
          className="font-medium text-brand-700 underline"
        >
          {photoshoot.title}
        </Link>
        {formatServicePrice(photoshoot.price)}, delivered in {photoshoot.delivery}.
      </p>
    </Page>
  );
}
