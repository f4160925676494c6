import { Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

export function MaintenancePage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-6 text-center">
      <Logo className="mb-12" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg shadow-brand-600/25">
        <Wrench className="size-7" aria-hidden />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl">We'll be back soon!</h1>
      <p className="mt-3 max-w-md text-[15px] text-zinc-500">
        Packsmith is getting some scheduled improvements. Your designs, collections and credits are safe —
        please check back in a few minutes.
      </p>
      <Button className="mt-8" variant="outline" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </main>
  );
}
