import { type Asset, CHAT_LIMITS } from '@packsmith/core';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AssetImage, assetTitle, ReferencePickerDialog } from '@/features/assets';

/**
 * Reference images for the next message (the "chat editor supporting assets" flag): pick up to
 * five of your images; they go with the message as its attachments ("use the colours of this
 * image", "use this as the logo") and clear once it is sent.
 */
export function ReferenceImages({
  value,
  onChange,
  disabled,
}: {
  value: readonly Asset[];
  onChange: (assets: Asset[]) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2" data-testid="chat-references">
      {value.map((asset) => (
        <span key={asset.id} className="relative size-12 overflow-hidden rounded-lg ring-1 ring-zinc-200">
          <AssetImage src={asset.thumbnailUrl} alt={assetTitle(asset)} className="size-full" />
          <button
            type="button"
            onClick={() => onChange(value.filter((a) => a.id !== asset.id))}
            aria-label={`Remove ${assetTitle(asset)}`}
            className="absolute top-0.5 right-0.5 flex size-4 items-center justify-center rounded-full bg-zinc-900/70 text-white"
          >
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="chat-add-reference"
      >
        <ImagePlus aria-hidden />
        {value.length ? `${value.length} / ${CHAT_LIMITS.referenceImagesMax}` : 'Reference images'}
      </Button>
      <ReferencePickerDialog
        open={open}
        onOpenChange={setOpen}
        value={value}
        onChange={onChange}
        limit={CHAT_LIMITS.referenceImagesMax}
      />
    </div>
  );
}
