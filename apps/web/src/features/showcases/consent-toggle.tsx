/** The owner's "May be featured" switch on one of their designs (the editor's actions). */
import { Sparkles } from 'lucide-react';
import { notify } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useSetShowcaseConsent, useShowcaseConsent } from './api';

export function ShowcaseConsentToggle({ assetId, className }: { assetId: string; className?: string }) {
  const consent = useShowcaseConsent(assetId);
  const set = useSetShowcaseConsent(assetId);
  // not the person's own image (a collaborator's view): nothing to consent to
  if (!consent.data) return null;
  const allowed = consent.data.allowed;
  return (
    <label
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-2.5 rounded-xl border border-zinc-200 bg-white px-3 text-sm font-medium text-zinc-800 select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
        className,
      )}
      title="Staff may feature this design in the Explore showcase"
      data-testid="showcase-consent-switch"
    >
      <Sparkles className="size-4 text-brand-600" aria-hidden />
      <span className="flex-1">May be featured</span>
      {consent.data.featured ? (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] text-emerald-700">Featured</span>
      ) : null}
      <input
        type="checkbox"
        role="switch"
        aria-checked={allowed}
        className="peer sr-only"
        checked={allowed}
        disabled={set.isPending}
        onChange={(event) =>
          set.mutate(event.target.checked, {
            onSuccess: (res) => notify.success(res.message),
            onError: (error) => notify.error('Error', error.message),
          })
        }
        data-testid="showcase-consent"
      />
      <span
        aria-hidden
        className="relative h-5 w-9 rounded-full bg-zinc-200 transition-colors peer-checked:bg-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
      />
    </label>
  );
}
