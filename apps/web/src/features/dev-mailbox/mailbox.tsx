import type { DevMail } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { api, isApiError } from '@/lib/api';
import { extractCode, matchesRecipient, newestFirst } from './mail';

const fetchMailbox = () =>
  api.get<{ data: DevMail[] }>('/api/dev/mailbox', { redirects: false, auth: false }).then((r) => r.data);

function formatTime(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

function CodeChip({ code }: { code: string }) {
  return (
    <div className="flex items-center gap-2">
      <span
        className="rounded-xl bg-brand-50 px-3 py-1.5 font-mono text-2xl font-semibold tracking-[0.3em] text-brand-800"
        data-testid="mail-code"
      >
        {code}
      </span>
      <CopyButton text={code} label="Copy code" />
    </div>
  );
}

function MailCard({ mail, latest }: { mail: DevMail; latest: boolean }) {
  const code = extractCode(mail.text);
  return (
    <article className="rounded-2xl border border-zinc-200/80 bg-white shadow-card" data-testid="mail">
      <header className="flex flex-col gap-3 border-b border-zinc-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h2 className="truncate text-[15px] font-semibold text-zinc-900">{mail.subject}</h2>
            {latest ? <Badge variant="brand">Latest</Badge> : null}
          </div>
          <p className="mt-0.5 truncate text-sm text-zinc-500">
            To{' '}
            <span className="font-medium text-zinc-700" data-testid="mail-to">
              {mail.to}
            </span>
          </p>
        </div>
        <time dateTime={mail.createdAt} className="shrink-0 text-xs text-zinc-400">
          {formatTime(mail.createdAt)}
        </time>
      </header>
      <div className="flex flex-col gap-4 px-5 py-4">
        {code ? <CodeChip code={code} /> : null}
        <pre className="font-sans text-sm leading-6 whitespace-pre-wrap text-zinc-700">{mail.text}</pre>
      </div>
    </article>
  );
}

/** Every mail the server "sent" in development, newest first, refreshed every few seconds. */
export function Mailbox() {
  const [filter, setFilter] = useState('');
  const query = useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: fetchMailbox,
    refetchInterval: 3000,
    retry: false,
  });

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const notAvailable = isApiError(query.error) && query.error.status === 404;
    return (
      <Notice
        tone={notAvailable ? 'info' : 'danger'}
        title={notAvailable ? 'Not available' : 'Could not load mail'}
      >
        {notAvailable
          ? 'The dev mailbox is only available when the server runs outside production.'
          : query.error.message}
      </Notice>
    );
  }

  const mails = newestFirst(query.data).filter((m) => matchesRecipient(m, filter));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Input
          type="search"
          placeholder="Filter by recipient"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-label="Filter by recipient"
          className="max-w-xs"
        />
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          {query.isFetching ? null : <RefreshCw aria-hidden />} Refresh
        </Button>
      </div>
      {mails.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200 bg-white">
          <EmptyState
            icon={Inbox}
            title="No mail yet"
            description="Request a sign-in code and it will appear here within a few seconds."
          />
        </div>
      ) : (
        mails.map((mail, i) => <MailCard key={mail.id} mail={mail} latest={i === 0 && filter === ''} />)
      )}
    </div>
  );
}
