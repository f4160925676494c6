import {
  INVITE_DEFAULT_DAYS,
  INVITE_FEATURE_LABELS,
  INVITE_FEATURES,
  INVITE_LIST_PAGE_SIZE,
  INVITE_MAX_DAYS,
  type InviteCode,
  type InviteFeature,
  isInviteFeature,
} from '@packsmith/core';
import { KeyRound, Ticket, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { formatDate, pageCount, rangeLabel } from '@/features/credits';
import { AdminSection } from '../admin-section';
import { ListBody } from '../list/list-body';
import { useAdmit, useCreateInvites, useInviteCodes, useWaitlist } from './api';
import { CODE_STATE_BADGES, codeState } from './rules';

const FEATURE_OPTIONS = INVITE_FEATURES.map((value) => ({ value, label: INVITE_FEATURE_LABELS[value] }));

function FeatureSelect({
  id,
  value,
  onChange,
  allLabel,
}: {
  id: string;
  value: InviteFeature | '';
  onChange: (feature: InviteFeature | '') => void;
  allLabel?: string;
}) {
  return (
    <Select
      id={id}
      value={value}
      options={FEATURE_OPTIONS}
      placeholder={allLabel}
      onChange={(event) => onChange(isInviteFeature(event.target.value) ? event.target.value : '')}
    />
  );
}

function CreateCodes() {
  const [feature, setFeature] = useState<InviteFeature>(INVITE_FEATURES[0]);
  const [count, setCount] = useState('1');
  const [days, setDays] = useState(String(INVITE_DEFAULT_DAYS));
  const create = useCreateInvites();
  const created = create.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ feature, count: Number(count), days: Number(days) });
  };

  return (
    <AdminSection title="Create codes" icon={KeyRound}>
      <form onSubmit={submit} className="grid gap-3 p-4 sm:grid-cols-[2fr_1fr_1fr] sm:p-5">
        <Field id="invite-feature" label="Feature">
          <FeatureSelect id="invite-feature" value={feature} onChange={(f) => f && setFeature(f)} />
        </Field>
        <Field id="invite-count" label="Codes">
          <Input
            id="invite-count"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </Field>
        <Field id="invite-days" label="Valid for (days)">
          <Input
            id="invite-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_MAX_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-3">
          {create.isError ? <Notice tone="danger">{create.error.message}</Notice> : null}
          <div>
            <Button type="submit" loading={create.isPending}>
              Create codes
            </Button>
          </div>
        </div>
      </form>
      {created.length > 0 ? (
        <div className="border-t border-zinc-100 p-4 sm:p-5" data-testid="created-codes">
          <div className="mb-2 flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-zinc-800">
              {created.length} new {created.length === 1 ? 'code' : 'codes'} for{' '}
              {INVITE_FEATURE_LABELS[created[0].feature]}
            </p>
            {created.length > 1 ? (
              <CopyButton text={created.map((i) => i.code).join('\n')} variant="outline">
                Copy all
              </CopyButton>
            ) : null}
          </div>
          <ul className="flex flex-col gap-1.5">
            {created.map((invite) => (
              <li
                key={invite.code}
                className="flex items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-1.5"
              >
                <span
                  className="font-mono text-sm font-semibold tracking-wider text-brand-800"
                  data-testid="new-code"
                >
                  {invite.code}
                </span>
                <CopyButton text={invite.code} label={`Copy ${invite.code}`} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </AdminSection>
  );
}

function CodeRow({ invite }: { invite: InviteCode }) {
  const state = codeState(invite);
  const badge = CODE_STATE_BADGES[state];
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-5"
      data-testid="code-row"
      data-state={state}
    >
      <span className="flex min-w-0 flex-1 items-center gap-1">
        <span className="font-mono text-sm font-semibold tracking-wider text-zinc-900">{invite.code}</span>
        <CopyButton text={invite.code} label={`Copy ${invite.code}`} />
      </span>
      <Badge variant={badge.variant}>{badge.label}</Badge>
      <span className="w-full text-[13px] text-zinc-500 sm:w-auto sm:min-w-56 sm:text-right">
        {INVITE_FEATURE_LABELS[invite.feature]} ·{' '}
        {invite.redeemedAt
          ? `by ${invite.redeemedByEmail ?? 'a deleted account'} on ${formatDate(invite.redeemedAt)}`
          : `${state === 'expired' ? 'expired' : 'expires'} ${formatDate(invite.expiresAt)}`}
      </span>
    </li>
  );
}

function CodeList() {
  const [feature, setFeature] = useState<InviteFeature | ''>('');
  const [page, setPage] = useState(1);
  const codes = useInviteCodes(feature, page);
  return (
    <AdminSection
      title="Codes"
      icon={Ticket}
      actions={
        <div className="w-full sm:w-52">
          <label htmlFor="codes-feature" className="sr-only">
            Show codes for
          </label>
          <FeatureSelect
            id="codes-feature"
            value={feature}
            allLabel="All features"
            onChange={(f) => {
              setFeature(f);
              setPage(1);
            }}
          />
        </div>
      }
    >
      <ListBody
        query={codes}
        errorTitle="We couldn't load the codes"
        isEmpty={(data) => data.invites.length === 0}
        empty={{
          icon: Ticket,
          title: 'No codes yet',
          description: 'Codes you create show here with who redeemed them and when.',
        }}
      >
        {(data) => (
          <>
            <ul className="divide-y divide-zinc-100" data-testid="code-list">
              {data.invites.map((invite) => (
                <CodeRow key={invite.code} invite={invite} />
              ))}
            </ul>
            <Pager
              summary={rangeLabel(page, INVITE_LIST_PAGE_SIZE, data.totalCount)}
              page={page}
              pages={pageCount(data.totalCount, INVITE_LIST_PAGE_SIZE)}
              onPage={setPage}
            />
          </>
        )}
      </ListBody>
    </AdminSection>
  );
}

function Waitlist() {
  const [feature, setFeature] = useState<InviteFeature>(INVITE_FEATURES[0]);
  const waitlist = useWaitlist(feature);
  const admit = useAdmit();
  const admitting = admit.isPending ? admit.variables?.userIds : undefined;
  const admitPeople = (userIds: string[]) =>
    admit.mutate(
      { feature, userIds },
      { onSuccess: (message) => notify.success(message), onError: (error) => notify.error(error.message) },
    );
  const people = waitlist.data ?? [];

  return (
    <AdminSection
      title="Waitlist"
      icon={Users}
      actions={
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <label htmlFor="waitlist-feature" className="sr-only">
            Waitlist for
          </label>
          <div className="flex-1 sm:w-44">
            <FeatureSelect id="waitlist-feature" value={feature} onChange={(f) => f && setFeature(f)} />
          </div>
          {people.length > 1 ? (
            <Button
              size="sm"
              loading={admit.isPending && (admitting?.length ?? 0) > 1}
              disabled={admit.isPending}
              onClick={() => admitPeople(people.map((p) => p.userId))}
            >
              Admit all ({people.length})
            </Button>
          ) : null}
        </div>
      }
    >
      <ListBody
        query={waitlist}
        errorTitle="We couldn't load the waitlist"
        isEmpty={(data) => data.length === 0}
        empty={{
          icon: Users,
          title: 'Nobody is waiting',
          description: `People who join the ${INVITE_FEATURE_LABELS[feature]} waitlist show here.`,
        }}
      >
        {(data) => (
          <ul className="divide-y divide-zinc-100" data-testid="waitlist">
            {data.map((person) => (
              <li
                key={person.userId}
                className="flex items-center gap-3 px-4 py-3 sm:px-5"
                data-testid="waiting-person"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-zinc-900">{person.email}</span>
                  <span className="block truncate text-[13px] text-zinc-500">
                    {person.name ? `${person.name} · ` : ''}joined {formatDate(person.joinedAt)}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  loading={admitting?.length === 1 && admitting[0] === person.userId}
                  disabled={admit.isPending}
                  onClick={() => admitPeople([person.userId])}
                >
                  Admit
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </AdminSection>
  );
}

/** /admin/invites (staff): create invite codes, see who redeemed them, admit people from waitlists. */
export function AdminInvitesPage() {
  return (
    <Page>
      <PageHeader
        title="Invites and waitlists"
        description="Invite-only features open with a code or when you admit someone from the waitlist. Admitted people get an in-app notification."
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CreateCodes />
        <Waitlist />
        <div className="lg:col-span-2">
          <CodeList />
        </div>
      </div>
    </Page>
  );
}
