import { useState } from 'react';
import { RadioChips } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { UploadField } from '@/features/assets';
import { useFieldTouch } from '@/lib/field-touch';
import type { FlowDialogProps } from '../flow-store';
import { ReferencePreview } from '../reference-flow/flow-parts';
import { CountedTextarea, focusField, GenerateFooter, useDesignActionSubmit } from '../shared';
import {
  checkImagery,
  IMAGE_COUNTS,
  type ImageryForm,
  imageryCost,
  initialImagery,
  showCountPicker,
} from './rules';

/**
 * Create AI imagery: a prompt, an optional reference image and how many images (1–5, 3 credits
 * each). The count picker hides when the balance cannot pay for the current choice.
 */
export default function ImageryDialog({ request, onClose }: FlowDialogProps) {
  const [form, setForm] = useState<ImageryForm>(() => initialImagery(request.remixFrom?.metadata));
  const touch = useFieldTouch<'prompt'>();
  const [uploading, setUploading] = useState(false);
  const cost = imageryCost(form);
  const flow = useDesignActionSubmit({
    type: 'ai-imagery',
    cost,
    sessionId: request.sessionId,
    afterSuccess: 'session',
    onCreated: onClose,
  });
  const error = checkImagery(form);
  const generate = () => {
    touch.submit();
    if (error) return;
    void flow.submit({
      type: 'ai-imagery',
      sessionId: request.sessionId,
      remixedFromId: request.remixFrom?.id,
      metadata: {
        prompt: form.prompt.trim(),
        imageCount: form.imageCount,
        ...(form.referenceAssetId ? { referenceAssetId: form.referenceAssetId } : {}),
      },
    });
  };
  const set = (patch: Partial<ImageryForm>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title="Create AI imagery"
        description="Describe the image you want; add a reference to steer the style."
        onOpenAutoFocus={focusField('imagery-prompt')}
        footer={
          <GenerateFooter
            flow={flow}
            invalid={error !== null}
            busy={uploading}
            onGenerate={generate}
            onCancel={onClose}
          />
        }
      >
        <div className="flex flex-col gap-5" data-testid="imagery-form">
          <CountedTextarea
            id="imagery-prompt"
            label="Prompt"
            required
            rows={4}
            value={form.prompt}
            placeholder="E.g. A sparkling lemon soda can on a sunny beach, bright summer colours"
            onChange={(prompt) => set({ prompt })}
            {...touch.control('prompt')}
            error={touch.shown('prompt', error)}
          />
          <div className="flex flex-col gap-1.5">
            <span className="flex items-baseline gap-1.5 text-sm font-medium text-zinc-800">
              Reference image <span className="text-xs font-normal text-zinc-400">Optional</span>
            </span>
            {form.referenceAssetId && !uploading && request.remixFrom ? (
              <ReferencePreview
                assetId={form.referenceAssetId}
                label="Reference from the original"
                onChange={() => set({ referenceAssetId: undefined })}
              />
            ) : (
              <UploadField
                fileCategory="DESIGN INSPIRATION"
                maxFiles={1}
                paste={false}
                title="Drop a reference image, or browse"
                onBusyChange={setUploading}
                onChange={(files) => set({ referenceAssetId: files[0]?.asset?.id })}
              />
            )}
          </div>
          {showCountPicker(flow.balance, cost) ? (
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium text-zinc-800">Number of images</span>
              <RadioChips
                name="imagery-count"
                legend="Number of images"
                options={IMAGE_COUNTS.map(String)}
                value={String(form.imageCount)}
                onChange={(v) => set({ imageCount: Number(v) })}
              />
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
