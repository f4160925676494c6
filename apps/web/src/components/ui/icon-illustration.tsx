import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A soft, layered spot illustration around an icon, for empty and coming-soon states. */
export function IconIllustration({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <div className={cn('relative mx-auto size-40', className)} aria-hidden>
      <div className="absolute inset-0 rounded-full bg-gradient-to-b from-brand-100/80 to-transparent" />
      <div className="absolute inset-5 rounded-full border border-dashed border-brand-200" />
      <div className="absolute top-3 right-5 size-5 rotate-12 rounded-md bg-amber-300/80 shadow-sm" />
      <div className="absolute bottom-6 left-3 size-4 rounded-full bg-rose-300/80 shadow-sm" />
      <div className="absolute top-10 left-4 size-2.5 rounded-full bg-brand-300" />
      <div className="absolute right-3 bottom-10 size-3 rotate-45 rounded-sm bg-teal-300/80" />
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="flex size-20 -rotate-3 items-center justify-center rounded-3xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-xl shadow-brand-600/30">
          <Icon className="size-9" strokeWidth={1.6} />
        </div>
      </div>
    </div>
  );
}
