import {
  ADMIN_NOTIFICATIONS_PAGE_SIZE,
  type AdminNotificationSend,
  NOTIFICATION_AUDIENCES,
  NOTIFICATIONS,
  type NotificationAudience,
  peopleCount,
  type SendAdminNotification,
  TIER_LABELS,
  TIERS,
  type Tier,
} from '@packsmith/core';
import { BellRing, History, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { notify } from '@/components/ui/toast';
import { formatDate, pageCount, rangeLabel } from '@/features/credits';
import { TYPE_OPTIONS, typeLabel } from '@/features/notifications';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { AdminSection } from '../admin-section';
import { useSendNotification, useSentNotifications, useTierAudience } from './api';
import {
  AUDIENCE_OPTIONS,
  audienceLabel,
  checkDraft,
  EMPTY_DRAFT,
  type SendDraft,
  type SendErrors,
  tierReach,
} from './rules';

/** The confirmation before a tier send: how many people it reaches. */
function ConfirmTierSend({
  body,
  count,
  sending,
  onSend,
  onClose,
}: {
  body: Extract<SendAdminNotification, { audience: 'tier' }> | null;
  count: number | undefined;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={body !== null} onOpenChange={(open) => !open && onClose()}>
      {body ? (
        <DialogContent
          size="sm"
          title={`Send to everyone on ${TIER_LABELS[body.tier]}?`}
          description={
            count === undefined ? 'Counting the people on this plan…' : tierReach(body.tier, count)
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Keep editing</Button>
              </DialogClose>
              <Button loading={sending} disabled={count === undefined} onClick={onSend}>
                {count ? `Send to ${peopleCount(count)}` : 'Send anyway'}
              </Button>
            </>
          }
        >
          <div className="rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3">
            <p className="text-sm font-semibold text-zinc-900">{body.title}</p>
            {body.message ? <p className="mt-1 text-sm text-zinc-600">{body.message}</p> : null}
            <p className="mt-2 text-xs text-zinc-500">
              {typeLabel(body.type)}
              {body.deeplink ? ` · opens ${body.deeplink}` : ''}
            </p>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SendForm() {
  const [draft, setDraft] = useState<SendDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<SendErrors>({});
  const [confirming, setConfirming] = useState<Extract<SendAdminNotification, { audience: 'tier' }> | null>(
    null,
  );
  const audience = useTierAudience();
  const send = useSendNotification();
  const set = <K extends keyof SendDraft>(key: K, value: SendDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const tierOptions = TIERS.map((tier) => ({
    value: tier,
    label: audience.data ? `${TIER_LABELS[tier]} (${peopleCount(audience.data[tier])})` : TIER_LABELS[tier],
  }));

  const deliver = (body: SendAdminNotification) =>
    send.mutate(body, {
      onSuccess: (result) => {
        notify.success(result.message);
        setDraft((d) => ({ ...d, title: '', message: '', deeplink: '' }));
        setConfirming(null);
      },
      onError: (error) => {
        setConfirming(null);
        if (isApiError(error) && error.status === 404) setErrors({ email: error.message });
        else notify.error('The notification was not sent', error.message);
      },
    });

  const submit = () => {
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (checked.body.audience === 'tier') setConfirming(checked.body);
    else deliver(checked.body);
  };

  const describedBy = (id: string, error?: string, hint = false) => fieldDescribedBy(id, { error, hint });

  return (
    <AdminSection title="Send a notification" icon={Send}>
      <form
        className="flex flex-col gap-4 p-4 sm:p-5"
        aria-label="Send a notification"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">Send to</legend>
          <div className="flex flex-wrap gap-2">
            {NOTIFICATION_AUDIENCES.map((value: NotificationAudience) => (
              <label
                key={value}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-zinc-200 bg-white px-3.5 py-2 text-sm text-zinc-700 select-none hover:bg-zinc-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name="audience"
                  value={value}
                  checked={draft.audience === value}
                  onChange={() => set('audience', value)}
                  className="sr-only"
                />
                {AUDIENCE_OPTIONS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {draft.audience === 'user' ? (
          <Field id="notify-email" label="Their e-mail" error={errors.email} required>
            <Input
              id="notify-email"
              type="email"
              autoComplete="off"
              placeholder="name@company.com"
              value={draft.email}
              aria-invalid={Boolean(errors.email) || undefined}
              aria-describedby={describedBy('notify-email', errors.email)}
              onChange={(e) => set('email', e.target.value)}
            />
          </Field>
        ) : (
          <Field
            id="notify-tier"
            label="Which plan"
            error={errors.tier ?? (audience.isError ? 'People per plan could not be counted.' : undefined)}
            required
          >
            <Select
              id="notify-tier"
              value={draft.tier}
              options={tierOptions}
              onChange={(e) => set('tier', e.target.value as Tier)}
            />
          </Field>
        )}
        <Field id="notify-type" label="Type" error={errors.type}>
          <Select
            id="notify-type"
            value={draft.type}
            options={TYPE_OPTIONS}
            onChange={(e) => set('type', e.target.value as SendDraft['type'])}
          />
        </Field>
        <Field id="notify-title" label="Title" error={errors.title} required>
          <Input
            id="notify-title"
            value={draft.title}
            maxLength={NOTIFICATIONS.titleMaxLength}
            aria-invalid={Boolean(errors.title) || undefined}
            aria-describedby={describedBy('notify-title', errors.title)}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field id="notify-message" label="Message" error={errors.message} optional>
          <Textarea
            id="notify-message"
            rows={3}
            value={draft.message}
            maxLength={NOTIFICATIONS.messageMaxLength}
            aria-invalid={Boolean(errors.message) || undefined}
            aria-describedby={describedBy('notify-message', errors.message)}
            onChange={(e) => set('message', e.target.value)}
          />
        </Field>
        <Field
          id="notify-deeplink"
          label="Opens"
          hint="A page in Packsmith, like /pricing or /dashboard/early-access."
          error={errors.deeplink}
          optional
        >
          <Input
            id="notify-deeplink"
            placeholder="/pricing"
            value={draft.deeplink}
            aria-invalid={Boolean(errors.deeplink) || undefined}
            aria-describedby={describedBy('notify-deeplink', errors.deeplink, true)}
            onChange={(e) => set('deeplink', e.target.value)}
          />
        </Field>
        {errors.audience ? <Notice tone="danger">{errors.audience}</Notice> : null}
        <div>
          <Button type="submit" loading={send.isPending && !confirming}>
            <Send aria-hidden /> {draft.audience === 'tier' ? 'Review and send' : 'Send'}
          </Button>
        </div>
      </form>
      <ConfirmTierSend
        body={confirming}
        count={confirming ? audience.data?.[confirming.tier] : undefined}
        sending={send.isPending}
        onSend={() => confirming && deliver(confirming)}
        onClose={() => setConfirming(null)}
      />
    </AdminSection>
  );
}

function SendRow({ send }: { send: AdminNotificationSend }) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:px-5" data-testid="sent-notification">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-medium break-words text-zinc-900">{send.title}</p>
        <Badge variant={send.delivered === 0 ? 'warning' : 'success'} className="tabular-nums">
          {send.delivered === 0 ? 'Nobody' : peopleCount(send.delivered)}
        </Badge>
      </div>
      <p className="text-[13px] break-words text-zinc-600">
        To <span className="font-medium text-zinc-800">{audienceLabel(send)}</span> · {typeLabel(send.type)}
      </p>
      <p className="text-xs text-zinc-500">
        By {send.senderEmail} ·{' '}
        <time dateTime={send.createdAt} title={new Date(send.createdAt).toLocaleString()}>
          {formatDate(send.createdAt)}
        </time>
      </p>
    </li>
  );
}

function SentList() {
  const [page, setPage] = useState(1);
  const sends = useSentNotifications(page);
  const pages = sends.data ? pageCount(sends.data.totalCount, ADMIN_NOTIFICATIONS_PAGE_SIZE) : 1;

  let body: ReactNode;
  if (sends.isPending)
    body = (
      <div className="flex flex-col gap-3 p-5" aria-hidden>
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} className="h-14 w-full" />
        ))}
      </div>
    );
  else if (sends.isError)
    body = (
      <LoadError
        className="m-4"
        title="We couldn't load the notifications sent so far"
        error={sends.error}
        onRetry={sends.refetch}
      />
    );
  else if (sends.data.sends.length === 0)
    body = (
      <EmptyState
        icon={BellRing}
        title="Nothing sent yet"
        description="Notifications you send show here with who sent them and how many people got them."
      />
    );
  else
    body = (
      <>
        <ul
          className={cn('divide-y divide-zinc-100', sends.isPlaceholderData && 'opacity-60')}
          data-testid="sent-notifications"
        >
          {sends.data.sends.map((send) => (
            <SendRow key={send.id} send={send} />
          ))}
        </ul>
        <Pager
          summary={rangeLabel(page, ADMIN_NOTIFICATIONS_PAGE_SIZE, sends.data.totalCount)}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      </>
    );

  return (
    <AdminSection title="Recently sent" icon={History}>
      {body}
    </AdminSection>
  );
}

/** /admin/notifications (staff): send a notification to one person or a whole plan; see what was sent. */
export function AdminNotificationsPage() {
  return (
    <Page>
      <StaffPageHeader
        title="Notifications"
        description="Send an in-app notification to one person or to everyone on a plan. It lands in their bell, and live if they are online."
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <SendForm />
        <SentList />
      </div>
    </Page>
  );
}
