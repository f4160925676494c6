import type { RenderAssets } from './assets.ts';
import type { DesignDocument } from './document.ts';
import type { SceneResult } from './scene.ts';
export async function buildOtherScene(doc: DesignDocument, _assets?: RenderAssets): Promise<SceneResult> {
  throw new Error(`not yet: ${doc.kind}`);
}
