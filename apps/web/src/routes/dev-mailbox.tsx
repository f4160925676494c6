import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Logo } from '@/components/ui/logo';
import { Mailbox } from '@/features/dev-mailbox';

export function Component() {
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-zinc-200/80 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link to="/dashboard" aria-label="Packsmith home">
            <Logo />
          </Link>
          <Badge variant="warning">Development</Badge>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Dev mailbox</h1>
        <p className="mt-1 mb-6 text-sm text-zinc-500">
          Every email the server sends is kept here while it runs outside production — sign-in codes included.
        </p>
        <Mailbox />
      </main>
    </div>
  );
}
