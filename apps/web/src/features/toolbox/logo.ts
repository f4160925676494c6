import { type Asset, CHAT_MESSAGES } from '@packsmith/core';
import { api } from '../../lib/api';

/** A toolbox step that failed, with the spec's text ('Failed to process logo asset', …). */
export class ToolboxError extends Error {
  override name = 'ToolboxError';
}

const T = CHAT_MESSAGES.toolbox;

/**
 * The Replace logo steps after the upload: the file must have been saved as an asset, then it is
 * processed (background removed, trimmed) unless it already has a processed version. Returns the
 * id the tool message carries.
 */
export async function prepareLogo(
  asset: Pick<Asset, 'id' | 'processedAssetId'> | null,
  process: (assetId: string) => Promise<{ id: string }> = processLogo,
): Promise<string> {
  if (!asset) throw new ToolboxError(T.saveLogoFailed);
  if (asset.processedAssetId) return asset.processedAssetId;
  try {
    return (await process(asset.id)).id;
  } catch {
    throw new ToolboxError(T.processLogoFailed);
  }
}

async function processLogo(assetId: string): Promise<{ id: string }> {
  const { data } = await api.post<{ data: Asset }>(
    '/api/assets/logos/process',
    { assetId },
    { redirects: false },
  );
  return data;
}
