import {
  describePromo,
  PROMO_TARGET_LABELS,
  PROMO_TARGETS,
  type PromoCode,
  type PromoTarget,
} from '@packsmith/core';
import { BadgePercent, ListChecks } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { formatDate } from '@/features/credits';
import { AdminSection } from '../admin-section';
import { useCreatePromoCode, usePromoCodes } from './api';

const TARGET_OPTIONS = PROMO_TARGETS.map((value) => ({ value, label: PROMO_TARGET_LABELS[value] }));
const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'amount', label: 'Amount off ($)' },
];

/** The end of the chosen day in the staff member's time zone, as the API's ISO time. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

function CreateCode() {
  const [code, setCode] = useState('');
  const [appliesTo, setAppliesTo] = useState<PromoTarget>('top-up');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('10');
  const [expires, setExpires] = useState('');
  const [limit, setLimit] = useState('');
  const create = useCreatePromoCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        code,
        appliesTo,
        ...(kind === 'percent' ? { percentOff: Number(value) } : { amountOff: Number(value) }),
        ...(expires ? { expiresAt: endOfDay(expires) } : {}),
        ...(limit ? { maxRedemptions: Number(limit) } : {}),
      },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          setCode('');
        },
      },
    );
  };

  return (
    <AdminSection title="Create a code" icon={BadgePercent}>
      <form onSubmit={submit} className="grid gap-3 p-4 sm:grid-cols-3 sm:p-5">
        <Field id="promo-code" label="Code">
          <Input
            id="promo-code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder="SPRING-20"
            maxLength={32}
            autoComplete="off"
          />
        </Field>
        <Field id="promo-target" label="For">
          <Select
            id="promo-target"
            value={appliesTo}
            options={TARGET_OPTIONS}
            onChange={(event) => setAppliesTo(event.target.value as PromoTarget)}
          />
        </Field>
        <Field id="promo-kind" label="Discount">
          <Select
            id="promo-kind"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}
          />
        </Field>
        <Field id="promo-value" label={kind === 'percent' ? 'Percent' : 'Dollars'}>
          <Input
            id="promo-value"
            type="number"
            inputMode="decimal"
            min={kind === 'percent' ? 1 : 0.01}
            max={kind === 'percent' ? 100 : 10_000}
            step={kind === 'percent' ? 1 : 0.01}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
        <Field id="promo-expires" label="Expires (optional)">
          <Input
            id="promo-expires"
            type="date"
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
          />
        </Field>
        <Field id="promo-limit" label="Redemptions (optional)">
          <Input
            id="promo-limit"
            type="number"
            inputMode="numeric"
            min={1}
            value={limit}
            placeholder="Unlimited"
            onChange={(event) => setLimit(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-3">
          {create.isError ? <Notice tone="danger">{create.error.message}</Notice> : null}
          <p className="text-xs text-zinc-500">
            Each person can use a code once. It applies at card checkout.
          </p>
          <div>
            <Button type="submit" loading={create.isPending} data-testid="promo-create">
              Create code
            </Button>
          </div>
        </div>
      </form>
    </AdminSection>
  );
}

function CodeRow({ code }: { code: PromoCode }) {
  const expired = code.expiresAt !== null && Date.parse(code.expiresAt) <= Date.now();
  const used = code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5" data-testid="promo-row">
      <span className="font-mono text-sm font-semibold tracking-wider text-zinc-900">{code.code}</span>
      <span className="text-sm text-zinc-700">
        {describePromo(code)} · {PROMO_TARGET_LABELS[code.appliesTo]}
      </span>
      <span className="text-[13px] text-zinc-500 tabular-nums" data-testid="promo-redemptions">
        {code.redemptions}
        {code.maxRedemptions !== null ? ` of ${code.maxRedemptions}` : ''} used
      </span>
      <span className="text-[13px] text-zinc-500">
        {code.expiresAt ? `until ${formatDate(code.expiresAt)}` : 'no expiry'}
      </span>
      {expired || used ? <Badge variant="neutral">{expired ? 'Expired' : 'Used up'}</Badge> : null}
    </li>
  );
}

/** /admin/codes: staff make promo codes and see how far each has been used. */
export function AdminCodesPage() {
  const codes = usePromoCodes();
  return (
    <Page>
      <PageHeader
        title="Promo codes"
        description="Percent or amount off a plan or a credit top-up, applied by the server at checkout."
      />
      <div className="grid gap-4">
        <CreateCode />
        <AdminSection title="Codes" icon={ListChecks}>
          {codes.isError ? (
            <Notice tone="danger" className="m-4">
              {codes.error.message}
            </Notice>
          ) : codes.data && codes.data.length === 0 ? (
            <p className="p-5 text-sm text-zinc-500">No codes yet.</p>
          ) : (
            <ul className="divide-y divide-zinc-100">
              {(codes.data ?? []).map((code) => (
                <CodeRow key={code.id} code={code} />
              ))}
            </ul>
          )}
        </AdminSection>
      </div>
    </Page>
  );
}
