/**
 * Config picks the image providers of each design action type, in failover order
 * (IMAGE_PROVIDERS, IMAGE_PROVIDERS_<TYPE>; config.ts checks that each has its key).
 */
import type { DesignActionType } from '@packsmith/core';
import type { Config, ImageProviderName } from '../../config.ts';
import type { RenderPool } from '../../lib/render-pool.ts';
import { falImageProvider } from './fal.ts';
import { localImageProvider } from './local.ts';
import { openAIImageProvider } from './openai.ts';
import type { ImageGenerationProvider } from './port.ts';

export { packagingFormOf } from './local.ts';
export * from './port.ts';
export { isRetryable, type RetryPolicy, withRetries } from './retry.ts';
export { localImageProvider };

function createImageProvider(
  config: Config,
  name: ImageProviderName,
  renders?: RenderPool,
): ImageGenerationProvider {
  const timeoutMs = config.IMAGE_PROVIDER_TIMEOUT_SECONDS * 1000;
  switch (name) {
    case 'fal':
      return falImageProvider({
        key: config.FAL_KEY,
        queueUrl: config.FAL_QUEUE_URL,
        model: config.FAL_MODEL,
        editModel: config.FAL_EDIT_MODEL,
        multiEditModel: config.FAL_EDIT_MULTI_MODEL,
        upscaleModel: config.FAL_UPSCALE_MODEL,
        timeoutMs,
      });
    case 'openai':
      return openAIImageProvider({
        apiKey: config.OPENAI_API_KEY,
        baseUrl: config.OPENAI_BASE_URL,
        model: config.OPENAI_IMAGE_MODEL,
        timeoutMs,
      });
    case 'local':
      return localImageProvider({ renders });
  }
}

/** The image providers of a design action type, in failover order. */
export type ImageProvidersFor = (type: DesignActionType) => ImageGenerationProvider[];

/** Builds each configured provider once; answers each type's list. */
export function selectImageProviders(config: Config, renders?: RenderPool): ImageProvidersFor {
  const made = new Map<ImageProviderName, ImageGenerationProvider>();
  return (type) =>
    config.imageProviders[type].map((name) => {
      const provider = made.get(name) ?? createImageProvider(config, name, renders);
      made.set(name, provider);
      return provider;
    });
}

/**
 * The providers of edits on images without a design document (IMAGE_PROVIDERS_EDIT, else
 * IMAGE_PROVIDERS), in failover order; the chat sends an edit to a model only when one of them is
 * not the local engine.
 */
export function selectEditProviders(config: Config, renders?: RenderPool): ImageGenerationProvider[] {
  return config.imageEditProviders.map((name) => createImageProvider(config, name, renders));
}

/** Whether the list has an image-edit model (a vendor), not only the local engine's pixel edits. */
export const hasEditModel = (providers: readonly ImageGenerationProvider[]) =>
  providers.some((p) => p.name !== 'local' && typeof p.edit === 'function');

/** Whether the list has an upscaler model (a vendor's), not only the local engine's Lanczos resize. */
export const hasUpscaleModel = (providers: readonly ImageGenerationProvider[]) =>
  providers.some((p) => p.name !== 'local' && typeof p.upscale === 'function');
