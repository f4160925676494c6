import { createPrintReadyRequest, PRINT_READY_LIMITS, type PrintReadyService } from '@packsmith/core';
import { Clock, Printer } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Page, PageHeader } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import {
  AssetImage,
  AssetSelector,
  type AssetSelectorValue,
  assetTitle,
  emptyAssetSelection,
  selectedAsset,
  useAsset,
  validateAssetSelection,
} from '@/features/assets';
import { useFlag } from '@/features/flags';
import { useSession } from '@/features/users';
import { isApiError } from '@/lib/api';
import { loginUrl } from '@/lib/redirects';
import { useCreatePrintReadyOrder } from './api';
import { useGoToCheckout } from './checkout';
import { formatServicePrice, payPath, serviceOf } from './rules';

type Errors = Partial<Record<'quantity' | 'assetId' | 'notes' | 'dimensions', string>>;

/** The design: `?assetId=` preselects one of the user's images (the editor's "Get print-ready"). */
function useDesignSelection() {
  const [params] = useSearchParams();
  const preset = useAsset(params.get('assetId'));
  const [selection, setSelection] = useState<AssetSelectorValue>(emptyAssetSelection());
  useEffect(() => {
    if (preset.data) setSelection({ mode: 'existing', files: [], asset: preset.data });
  }, [preset.data]);
  return [selection, setSelection] as const;
}

const mm = (value: string) => (value.trim() === '' ? undefined : Number(value));

function BriefForm({ service }: { service: PrintReadyService }) {
  const navigate = useNavigate();
  const productPage = useFlag('print-ready-product-page');
  const create = useCreatePrintReadyOrder();
  const checkout = useGoToCheckout();
  const [selection, setSelection] = useDesignSelection();
  const [quantity, setQuantity] = useState('1');
  const [params] = useSearchParams();
  // ?brief= (e.g. from /print-ready?brief=…) pre-fills the notes for the designer.
  const [notes, setNotes] = useState(() => (params.get('brief') ?? '').slice(0, PRINT_READY_LIMITS.maxNotes));
  const [size, setSize] = useState({ width: '', height: '', depth: '' });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const count = Number(quantity);
  // the design in use, shown whatever tab the selector is on (`?assetId=` brings one the uploads tab does not list)
  const chosen = selectedAsset(selection);
  const total = Number.isInteger(count) && count > 0 ? service.price * count : service.price;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const designError = validateAssetSelection(selection);
    const width = mm(size.width);
    const height = mm(size.height);
    const body = {
      serviceType: service.type,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      assetId: selectedAsset(selection)?.id ?? '',
      notes: notes.trim() || undefined,
      dimensions:
        width === undefined && height === undefined ? undefined : { width, height, depth: mm(size.depth) },
    };
    const parsed = createPrintReadyRequest.safeParse(body);
    const next: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof Errors;
      next[key] ??= issue.message;
    }
    if (designError) next.assetId = designError;
    setErrors(next);
    if (!parsed.success || designError) return;
    try {
      const { data } = await create.mutateAsync(parsed.data);
      if (productPage) navigate(payPath(service.fileType, data.id));
      else await checkout.go(data.id);
    } catch (error) {
      notify.error('We couldn’t place your order', isApiError(error) ? error.message : undefined);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-800">Your design</legend>
          {chosen ? (
            <div
              className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-2"
              data-testid="brief-chosen-design"
            >
              <AssetImage
                src={chosen.thumbnailUrl || chosen.url}
                alt={assetTitle(chosen)}
                fit="contain"
                className="size-16 shrink-0 rounded-lg bg-white"
              />
              <div className="min-w-0 flex-1">
                <p className="text-xs text-zinc-500">Chosen design</p>
                <p className="truncate text-sm font-medium text-zinc-900">{assetTitle(chosen)}</p>
              </div>
            </div>
          ) : null}
          <AssetSelector
            value={selection}
            onChange={(next) => {
              setSelection(next);
              setErrors((e) => ({ ...e, assetId: undefined }));
            }}
            fileCategory="ARTWORK"
            onBusyChange={setUploading}
            error={errors.assetId}
          />
        </fieldset>
        <Field
          id="print-ready-quantity"
          label="Number of designs"
          hint={`Each design is ${formatServicePrice(service.price)}; up to ${PRINT_READY_LIMITS.maxQuantity}.`}
          required
          error={errors.quantity}
        >
          <Input
            id="print-ready-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={PRINT_READY_LIMITS.maxQuantity}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            className="max-w-32"
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-800">
            Dimensions <span className="font-normal text-zinc-500">(mm, optional)</span>
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {(['width', 'height', 'depth'] as const).map((side) => (
              <div key={side} className="flex flex-col gap-1 text-[13px] text-zinc-600">
                <label htmlFor={`print-ready-${side}`}>{side[0]!.toUpperCase() + side.slice(1)}</label>
                <Input
                  id={`print-ready-${side}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  value={size[side]}
                  onChange={(e) => setSize((s) => ({ ...s, [side]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          {errors.dimensions ? <p className="text-[13px] text-red-600">{errors.dimensions}</p> : null}
        </fieldset>
        <Field id="print-ready-notes" label="Notes for your designer" optional error={errors.notes}>
          <Textarea
            id="print-ready-notes"
            rows={4}
            maxLength={PRINT_READY_LIMITS.maxNotes}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="Printer, finish, colours to match, anything to fix…"
          />
        </Field>
      </Card>
      <Card className="flex h-fit flex-col gap-4 p-5 lg:sticky lg:top-6">
        <div>
          <p className="text-sm font-medium text-zinc-900">{service.title}</p>
          <p className="mt-1 flex items-center gap-1.5 text-[13px] text-zinc-500">
            <Clock className="size-3.5" aria-hidden />
            {service.delivery ? `Delivered in ${service.delivery}` : 'Delivery agreed with your designer'}
          </p>
        </div>
        <div className="flex items-baseline justify-between border-t border-zinc-100 pt-4">
          <span className="text-sm text-zinc-600">Total</span>
          <span className="text-2xl font-semibold text-zinc-900 tabular-nums" data-testid="print-ready-total">
            {formatServicePrice(total)}
          </span>
        </div>
        <Button
          type="submit"
          size="lg"
          loading={create.isPending || checkout.isPending}
          disabled={uploading}
          data-testid="print-ready-submit"
        >
          {productPage ? 'Continue' : `Pay ${formatServicePrice(total)}`}
        </Button>
        <p className="text-xs text-zinc-500">
          The price is set by the service; you pay securely at checkout.
        </p>
      </Card>
    </form>
  );
}

/** /print-ready/:fileType: the brief for one service; it pays unless the product page flag is on. */
export function PrintReadyBriefPage() {
  const { fileType } = useParams();
  const service = serviceOf(fileType);
  const session = useSession();
  const location = useLocation();
  if (!service) return <Navigate to="/404" replace />;
  return (
    <Page>
      <PageHeader
        eyebrow={
          <Link to="/print-ready" className="inline-flex items-center gap-1.5 text-sm text-brand-700">
            <Printer className="size-3.5" aria-hidden /> Print-ready services
          </Link>
        }
        title={service.title}
        description={service.summary}
      />
      {session.status === 'anonymous' ? (
        <Card className="p-6 text-sm text-zinc-700">
          <Link
            className="font-medium text-brand-700 underline"
            to={loginUrl(location.pathname + location.search)}
          >
            Sign in
          </Link>{' '}
          to send your brief to a designer.
        </Card>
      ) : (
        <BriefForm service={service} />
      )}
    </Page>
  );
}
