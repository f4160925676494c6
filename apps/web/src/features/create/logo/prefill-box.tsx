import { type LogoPrefill, logoPrefillBody } from '@packsmith/core';
import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useFieldTouch } from '@/lib/field-touch';
import { CountedTextarea } from '../shared';
import { useLogoPrefill } from './api';

/**
 * 'Describe your brand' in one go: the prompt pre-fill call reads the wizard's fields from free
 * text (brand, industry, description, audience, feel, colours, notes) and fills the form.
 */
export function PrefillBox({ onFilled }: { onFilled: (prefill: LogoPrefill) => void }) {
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const touch = useFieldTouch<'prompt'>();
  const prefill = useLogoPrefill();
  const parsed = logoPrefillBody.safeParse({ prompt });
  const error = touch.shown('prompt', parsed.error?.issues[0]?.message);

  const fill = () => {
    touch.submit();
    if (!parsed.success) return;
    prefill.mutate(parsed.data.prompt, {
      onSuccess: ({ data }) => {
        onFilled(data);
        setOpen(false);
        notify.success('Form filled in', 'Check the details, then carry on.');
      },
      onError: (e) => notify.error("We couldn't read your description", e.message || 'Please try again'),
    });
  };

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group flex w-full items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 px-4 py-3 text-left transition-colors hover:border-brand-200 hover:bg-brand-50"
        data-testid="logo-prefill-open"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-xs ring-1 ring-brand-100">
          <Sparkles className="size-4" aria-hidden />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-medium text-zinc-900">
            Describe your brand in your own words
          </span>
          <span className="block text-xs text-zinc-500">We'll fill in the form for you to check.</span>
        </span>
      </button>
    );
  }

  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4" data-testid="logo-prefill">
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
          <Sparkles className="size-4 text-brand-600" aria-hidden /> Fill in from a description
        </p>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setOpen(false)}
          aria-label="Close the description box"
          className="-mr-1"
        >
          <X aria-hidden />
        </Button>
      </div>
      <CountedTextarea
        id="logo-prefill-prompt"
        label={<span className="sr-only">Describe your brand</span>}
        value={prompt}
        onChange={setPrompt}
        {...touch.control('prompt')}
        rows={3}
        error={error}
        placeholder="E.g. Fizz & Co makes sparkling lemonade for health-conscious young adults. We want something bright and playful in yellow and green."
      />
      <div className="mt-2 flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={fill}
          loading={prefill.isPending}
          data-testid="logo-prefill-submit"
        >
          {prefill.isPending ? 'Reading...' : 'Fill in the form'}
        </Button>
      </div>
    </div>
  );
}
