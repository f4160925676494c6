import { ARTWORK_MODE_PRESETS, type ArtworkMode } from '@packsmith/core';
import { ImageUp, WandSparkles } from 'lucide-react';

const ICONS = { generate: WandSparkles, upload: ImageUp } as const;

/** The artwork mode as a two-way segmented control (native radios: arrow keys move between them). */
export function ArtworkModeControl({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ArtworkMode;
  onChange: (mode: ArtworkMode) => void;
}) {
  const selected = ARTWORK_MODE_PRESETS.find((m) => m.value === value);
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-zinc-800">
        Artwork source
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-100 p-1 ring-1 ring-zinc-200/70 ring-inset"
        data-testid="artwork-mode"
      >
        {ARTWORK_MODE_PRESETS.map((mode) => {
          const Icon = ICONS[mode.value];
          return (
            <label
              key={mode.value}
              className="flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-2.5 py-2 text-center text-sm leading-tight font-medium text-zinc-600 transition-colors select-none hover:text-zinc-900 has-[:checked]:bg-white has-[:checked]:text-zinc-900 has-[:checked]:shadow-sm has-[:checked]:ring-1 has-[:checked]:ring-zinc-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={id}
                value={mode.value}
                checked={value === mode.value}
                onChange={() => onChange(mode.value)}
                className="peer sr-only"
              />
              <Icon className="size-4 shrink-0 text-zinc-400 peer-checked:text-brand-600" aria-hidden />
              {mode.label}
            </label>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        {selected?.description}
      </p>
    </div>
  );
}
