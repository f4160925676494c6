/**
 * Showcases: owners agree that a design may be featured; staff feature agreed designs in the
 * Explore page's showcase. Withdrawing the consent takes a design out at once.
 */
import { z } from 'zod';
import type { Asset } from './contracts/assets.ts';

export const SHOWCASE_LIMIT = 24;
export const SHOWCASES_PATH = '/admin/showcases';

export const SHOWCASE_MESSAGES = {
  noConsent: 'The owner has not agreed to feature this design',
  consentGiven: 'This design may be featured in Explore.',
  consentWithdrawn: 'This design will not be featured.',
  featured: 'Design featured in Explore.',
  unfeatured: 'Design taken out of the showcase.',
  notFound: 'Design not found',
} as const;

/** PUT /api/showcases/consent/:assetId */
export const showcaseConsentBody = z.strictObject({ allowed: z.boolean() });
/** PUT /api/admin/showcases/:assetId */
export const showcaseFeatureBody = z.strictObject({ featured: z.boolean() });
export const showcaseAssetParams = z.strictObject({ assetId: z.uuid(SHOWCASE_MESSAGES.notFound) });

export interface ShowcaseConsent {
  assetId: string;
  allowed: boolean;
  featured: boolean;
}

/** A featured design as Explore shows it. */
export interface ShowcaseItem {
  asset: Asset;
  featuredAt: string;
}

/** A consented design as staff see it in /admin/showcases. */
export interface ShowcaseCandidate {
  asset: Asset;
  ownerEmail: string | null;
  consentedAt: string;
  featuredAt: string | null;
}
