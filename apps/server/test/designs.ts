/** A generated packaging design stored as the user's image, with its document: what chat tests edit. */
import { generatePackagingConcepts, type PackagingDocument, packagingFormSchema } from '@packsmith/render';
import { assetsServiceFor } from '../src/modules/assets/index.ts';
import type { AppDeps } from '../src/ports.ts';

const SOLBREW = { brand: 'Solbrew', packagingImage: 'drinks-can', slogan: 'Cold and bright' };

/** The concept is drawn once per form and reused: stored again for each caller. */
const concepts = new Map<string, ReturnType<typeof generatePackagingConcepts>>();

export async function storeEditableDesign(
  deps: Parameters<typeof assetsServiceFor>[0] & Pick<AppDeps, 'storage'>,
  userId: string,
  form: Record<string, unknown> = SOLBREW,
): Promise<{ id: string; document: PackagingDocument }> {
  const key = JSON.stringify(form);
  if (!concepts.has(key))
    concepts.set(key, generatePackagingConcepts(packagingFormSchema.parse(form), { count: 1, seed: 11 }));
  const [concept] = await concepts.get(key)!;
  const asset = await assetsServiceFor(deps).storeGeneratedImage(userId, concept!.image!, {
    metadata: { document: concept!.document },
  });
  return { id: asset.id, document: concept!.document as PackagingDocument };
}
