/**
 * A logged-out launch's blurred preview (the blurry-previews flag): the first concept the engine
 * would draw from the kept brief, drawn small and blurred in its pixels, for the browser holding
 * the launch's claim token. Signing up and claiming the launch gives the real, sharp concepts.
 */
import { generatePackagingConcepts } from '@packsmith/render';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { packagingFormOf } from '../../providers/image-generation/index.ts';
import { launchByTokenHash } from './repository.ts';
import { hashToken } from './service.ts';

/** Previews kept per process: a page reload shows the same picture without drawing it again. */
const KEPT = 50;

/** The concept a launch's preview shows: the engine's first route for the kept brief. */
export async function launchConcept(launch: { id: string; form: Record<string, unknown> }) {
  const [concept] = await generatePackagingConcepts(packagingFormOf(launch.form), {
    count: 1,
    seed: Number.parseInt(launch.id.replaceAll('-', '').slice(0, 8), 16),
    render: false,
  });
  return concept!.document;
}

export function launchPreviews(deps: Pick<AppDeps, 'db' | 'renderSlots'> & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const kept = new Map<string, Promise<Buffer>>();
  return async (id: string, claimToken: string): Promise<Buffer> => {
    const row = await launchByTokenHash(deps.db, hashToken(claimToken));
    if (!row || row.id !== id || row.claimedAt || row.expires <= now()) throw notFound();
    let preview = kept.get(id);
    if (!preview) {
      preview = launchConcept(row).then((doc) => deps.renderSlots.draw('blurredPreview', doc));
      kept.set(id, preview);
      preview.catch(() => kept.delete(id));
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    return preview;
  };
}

export type LaunchPreviews = ReturnType<typeof launchPreviews>;
