import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_TOOL_LABELS,
  type ChatTool,
  chatTurnCost,
  TOOLBOX_TEXT,
  UPLOAD_LIMITS,
} from '@packsmith/core';
import { ArrowLeft, Coins } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioChips } from '@/components/ui/choice-group';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import {
  AssetSelector,
  type AssetSelectorValue,
  emptyAssetSelection,
  selectedAsset,
  validateAssetSelection,
} from '@/features/assets';
import {
  buildToolMessage,
  initialToolValues,
  TOOL_FORMS,
  type ToolboxMessage,
  type ToolFormErrors,
} from './forms';
import { prepareLogo, ToolboxError } from './logo';

const T = CHAT_MESSAGES.toolbox;

const IMAGE_COUNTS = Array.from(
  { length: CHAT_LIMITS.maxToolImages - CHAT_LIMITS.minToolImages + 1 },
  (_, i) => String(CHAT_LIMITS.minToolImages + i),
);
const UPSCALE_SIZES = CHAT_LIMITS.upscaleSizes.map((s) => `${s}×`);

/** Ids of the images a selection holds: the saved uploads, or the picked one. */
function selectionIds(selection: AssetSelectorValue): string[] {
  if (selection.mode === 'existing') return selection.asset ? [selection.asset.id] : [];
  return selection.files.flatMap((f) => (f.asset ? [f.asset.id] : []));
}

/**
 * A tool's form: its fields from TOOL_FORMS, validated by core's schema on submit. Replace logo
 * then processes the logo (unless already processed) before handing the message over.
 */
export function ToolForm({
  tool,
  activeAssetId,
  withoutDocument,
  onBack,
  onSubmit,
}: {
  tool: Exclude<ChatTool, 'zoom-out'>;
  activeAssetId: string | null;
  /** The image has no design document: edited by an AI image model, or on its pixels. */
  withoutDocument: 'model' | 'pixels' | null;
  onBack: () => void;
  onSubmit: (message: ToolboxMessage) => void;
}) {
  const spec = TOOL_FORMS[tool];
  const [values, setValues] = useState(initialToolValues);
  const [selection, setSelection] = useState(() => emptyAssetSelection());
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [working, setWorking] = useState(false);
  const id = `tool-${tool}`;
  const images = spec.numImages ? values.numImages : 1;

  // Checked on every change once submitted, so a fixed field loses its message at once.
  const check = () => {
    const selectionError = spec.asset && !spec.asset.many ? validateAssetSelection(selection) : null;
    const built = buildToolMessage(
      tool,
      { ...values, assetIds: selectionIds(selection) },
      activeAssetId ?? '',
    );
    const errors: ToolFormErrors = {
      ...(built.ok ? {} : built.errors),
      ...(selectionError ? { asset: selectionError } : {}),
    };
    return { built, errors, valid: built.ok && !selectionError };
  };
  const errors = submitted ? check().errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!activeAssetId) return notify.error('Error', T.noActiveImage);
    // An upload that could not be saved as an asset (signed out, or the save failed).
    if (spec.asset && selection.mode === 'upload' && selection.files.some((f) => !f.asset))
      return notify.error('Error', tool === 'replace-logo' ? T.saveLogoFailed : T.saveReferencesFailed);
    const logo = tool === 'replace-logo' ? selectedAsset(selection) : null;
    const { built, valid } = check();
    if (!built.ok || !valid) return;
    if (!logo) return onSubmit(built.message);
    setWorking(true);
    try {
      const logoAssetId = await prepareLogo(logo);
      const withLogo = buildToolMessage(tool, { ...values, assetIds: [logoAssetId] }, activeAssetId);
      if (withLogo.ok) onSubmit(withLogo.message);
    } catch (error) {
      notify.error('Error', error instanceof ToolboxError ? error.message : T.processLogoFailed);
    } finally {
      setWorking(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={CHAT_TOOL_LABELS[tool]}>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon-sm" aria-label="Back to the toolbox" onClick={onBack}>
          <ArrowLeft aria-hidden />
        </Button>
        <h3 className="text-base font-semibold text-zinc-900">{CHAT_TOOL_LABELS[tool]}</h3>
      </div>
      {withoutDocument ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="no-document-note">
          {withoutDocument === 'model' ? TOOLBOX_TEXT.byModel : TOOLBOX_TEXT.onPixels}
        </p>
      ) : null}
      {spec.asset ? (
        <Field
          id={`${id}-asset`}
          label={spec.asset.label}
          required={!spec.asset.many}
          optional={spec.asset.many}
        >
          <AssetSelector
            value={selection}
            onChange={setSelection}
            fileCategory={spec.asset.category}
            maxFiles={spec.asset.many ? CHAT_LIMITS.referenceImagesMax : UPLOAD_LIMITS.maxFilesSingle}
            error={errors.asset}
            onBusyChange={setUploading}
          />
        </Field>
      ) : null}
      {spec.description ? (
        <Field
          id={`${id}-description`}
          label={spec.description.label}
          required={spec.description.required}
          optional={!spec.description.required}
          error={errors.description}
        >
          <Textarea
            id={`${id}-description`}
            value={values.description}
            placeholder={spec.description.placeholder}
            maxLength={CHAT_LIMITS.contentMax}
            aria-invalid={!!errors.description}
            aria-describedby={fieldDescribedBy(`${id}-description`, { error: errors.description })}
            onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          />
        </Field>
      ) : null}
      {spec.numImages ? (
        <Field id={`${id}-images`} label="Number of images" error={errors.numImages}>
          <RadioChips
            id={`${id}-images`}
            name={`${id}-images`}
            options={IMAGE_COUNTS}
            value={String(values.numImages)}
            onChange={(n) => setValues((v) => ({ ...v, numImages: Number(n) }))}
          />
        </Field>
      ) : null}
      {spec.upscaleSize ? (
        <Field id={`${id}-size`} label="Upscale size" error={errors.size}>
          <RadioChips
            id={`${id}-size`}
            name={`${id}-size`}
            options={UPSCALE_SIZES}
            value={`${values.size}×`}
            onChange={(s) => setValues((v) => ({ ...v, size: Number.parseInt(s, 10) }))}
          />
        </Field>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-1.5 text-sm text-zinc-500">
          <Coins className="size-4" aria-hidden /> {chatTurnCost(tool, images)} credits
        </p>
        <Button type="submit" loading={working} disabled={uploading}>
          {uploading ? 'Uploading...' : `Apply ${CHAT_TOOL_LABELS[tool].toLowerCase()}`}
        </Button>
      </div>
    </form>
  );
}
