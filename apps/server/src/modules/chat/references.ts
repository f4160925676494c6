/**
 * A chat message's attached images (reference images), behind the 'chat editor supporting
 * assets' flag: each must be the user's own live image of an accepted type and size; an SVG must
 * be clean. Their colours are read here so the message reader can use them ("use the colours of
 * this image").
 */
import { ACCEPTED_MIME_TYPES, CHAT_LIMITS, CHAT_MESSAGES, DESIGN_MESSAGES } from '@packsmith/core';
import { type ReferenceImage, referenceColours } from '@packsmith/render';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { type AssetsService, sanitiseSvg } from '../assets/index.ts';
import type { FlagsService } from '../flags/index.ts';

export type ReferenceDeps = Pick<AppDeps, 'db' | 'config' | 'flags' | 'log'> & { featureFlags: FlagsService };

const MAX_BYTES = CHAT_LIMITS.referenceImageMaxMb * 1024 * 1024;

function isCleanSvg(bytes: Buffer): boolean {
  try {
    return !sanitiseSvg(bytes.toString('utf8')).changed;
  } catch {
    return false;
  }
}

/** The attachments checked and read, in order; none when there are none. Throws 400/404. */
export async function loadReferences(
  deps: ReferenceDeps,
  assets: AssetsService,
  userId: string,
  ids: readonly string[],
): Promise<ReferenceImage[]> {
  if (!ids.length) return [];
  if (!(await deps.featureFlags.isOn('chat-editor-supporting-assets', userId)))
    throw badRequest(CHAT_MESSAGES.attachmentsUnavailable, 'validation');
  const out: ReferenceImage[] = [];
  for (const id of new Set(ids)) {
    const type = await assets.ownMimetype(userId, id);
    const image = type ? await assets.sourceImage(userId, id) : null;
    if (!type || !image) throw notFound(DESIGN_MESSAGES.sourceNotFound);
    if (!(ACCEPTED_MIME_TYPES as readonly string[]).includes(type))
      throw badRequest(CHAT_MESSAGES.attachmentType, 'validation');
    if (image.bytes.length > MAX_BYTES) throw badRequest(CHAT_MESSAGES.attachmentTooLarge, 'validation');
    if (type === 'image/svg+xml' && !isCleanSvg(image.bytes))
      throw badRequest(CHAT_MESSAGES.attachmentUnsafe, 'validation');
    let colours: string[];
    try {
      colours = await referenceColours(image.bytes);
    } catch (err) {
      // a conversion failure yields no reference and is logged
      deps.log?.warn({ err, assetId: id }, 'chat reference image could not be read');
      throw badRequest(CHAT_MESSAGES.toolbox.processReferencesFailed, 'reference_unreadable');
    }
    out.push({ ref: id, colours });
  }
  return out;
}
