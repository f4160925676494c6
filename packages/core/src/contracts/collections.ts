import { z } from 'zod';
import { COLLECTIONS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { asset, boolString } from './assets.ts';

const M = MESSAGES.collections;

export const COLLECTION_SORTS = ['alphabetical', 'date-created', 'last-modified'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** The stream family names its sorts after fields ('lastUpdatedAt'); both spellings are accepted. */
const SORT_ALIASES: Record<string, CollectionSort> = {
  name: 'alphabetical',
  createdAt: 'date-created',
  lastUpdatedAt: 'last-modified',
  updatedAt: 'last-modified',
};
const collectionSort = (fallback: CollectionSort) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v in SORT_ALIASES ? SORT_ALIASES[v] : v === '' ? undefined : v),
    z.enum(COLLECTION_SORTS).default(fallback),
  );

const limit = (fallback: number) =>
  z.coerce
    .number({ error: M.limitRange })
    .int(M.limitRange)
    .min(1, M.limitRange)
    .max(COLLECTIONS.maxLimit, M.limitRange)
    .default(fallback);
const offset = z.coerce.number({ error: M.offsetRange }).int(M.offsetRange).min(0, M.offsetRange).default(0);

export const collectionName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(COLLECTIONS.nameMaxLength, M.nameTooLong);
export const collectionDescription = z
  .string()
  .trim()
  .max(COLLECTIONS.descriptionMaxLength, M.descriptionTooLong)
  .nullish()
  .transform((v) => v || null);

export const listCollectionsQuery = z.object({
  limit: limit(COLLECTIONS.listPageSize),
  offset,
  sortBy: collectionSort('last-modified'),
  excludeEmpty: boolString.optional(),
  /** A name search (case-insensitive substring). */
  filters: z.string().trim().max(COLLECTIONS.nameMaxLength).optional(),
  /** The stream family's presentation hint; the data is the same. */
  viewType: z.enum(['list', 'grid']).optional(),
});
export type ListCollectionsQuery = z.input<typeof listCollectionsQuery>;
export type ListCollectionsFilters = z.output<typeof listCollectionsQuery>;

/** `private` is accepted and ignored: collections created here are always private. */
export const createCollectionBody = z.object({
  name: collectionName,
  description: collectionDescription,
  private: z.boolean().optional(),
});
export type CreateCollectionBody = z.input<typeof createCollectionBody>;

export const updateCollectionBody = z
  .object({ name: collectionName.optional(), description: collectionDescription.optional() })
  .refine((b) => b.name !== undefined || b.description !== undefined, { message: M.nameRequired });
export type UpdateCollectionBody = z.input<typeof updateCollectionBody>;

export const collectionParams = z.object({ collectionId: z.uuid({ error: M.notFound }) });

export const assetIdsBody = z.object({
  assetIds: z
    .array(z.uuid({ error: M.invalidAssetId }), { error: M.assetIdsRequired })
    .min(1, M.assetIdsRequired)
    .max(COLLECTIONS.maxAssetIds, M.tooManyAssetIds),
});
export type AssetIdsBody = z.input<typeof assetIdsBody>;

export const listCollectionItemsQuery = z.object({
  limit: limit(COLLECTIONS.itemsDefaultLimit),
  offset,
  sortBy: z.enum(['date-created', 'date-added']).default('date-created'),
  /** A search over the items' images (name, description, prompt, brand, colour names; any case). */
  filters: z.string().trim().max(COLLECTIONS.nameMaxLength).optional(),
});
export type ListCollectionItemsQuery = z.input<typeof listCollectionItemsQuery>;
export type ListCollectionItemsFilters = z.output<typeof listCollectionItemsQuery>;

export const inviteCollaboratorBody = z.object({
  email: z.email({ error: M.invalidEmail }).trim().max(320, M.invalidEmail),
});
/** `collaboratorId`: an invitation's `id`, or a collaborator's `userId` (leaving: one's own). */
export const collaboratorParams = collectionParams.extend({ collaboratorId: z.uuid({ error: M.notFound }) });

export const collectionRole = z.enum(['owner', 'collaborator']);
export type CollectionRole = z.infer<typeof collectionRole>;

const thumb = z.object({ id: z.uuid(), assetId: z.uuid(), thumbnailUrl: z.string() });

export const collection = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  private: z.boolean(),
  userId: z.uuid(),
  /** The caller's role: the owner manages it; collaborators see it and add their own images. */
  role: collectionRole,
  assetsCount: z.number().int(),
  mostRecentAsset: z.object({ id: z.uuid(), url: z.string(), thumbnailUrl: z.string() }).nullable(),
  /** The latest few items' thumbnails (covers). */
  items: z.array(thumb),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type Collection = z.infer<typeof collection>;

export const listCollectionsResponse = z.object({ data: z.array(collection), totalCount: z.number().int() });
export const collectionResponse = z.object({ data: collection });
export const createCollectionResponse = z.object({ data: z.object({ id: z.uuid() }) });

export const collectionItem = z.object({
  id: z.uuid(),
  collectionId: z.uuid(),
  assetId: z.uuid(),
  /** Who added it (collaborators may remove only their own). */
  addedBy: z.uuid(),
  createdAt: z.string(),
  asset,
});
export type CollectionItem = z.infer<typeof collectionItem>;
export const listCollectionItemsResponse = z.object({
  data: z.array(collectionItem),
  totalCount: z.number().int(),
});

/** After add/remove: how many of the ids the call changed and the collection's new count. */
export const collectionItemsChangeResponse = z.object({
  data: z.object({ collectionId: z.uuid(), changed: z.number().int(), assetsCount: z.number().int() }),
});

export const membershipsResponse = z.object({ data: z.record(z.string(), z.array(z.uuid())) });

export const COLLABORATOR_STATUSES = ['invited', 'accepted'] as const;
export type CollaboratorStatus = (typeof COLLABORATOR_STATUSES)[number];

/**
 * A person invited to a collection. Invitations go to an e-mail address: until it is accepted
 * nothing tells whether the address has an account (`userId` and `name` are null, the e-mail is
 * the one invited), so inviting never reveals who uses Packsmith.
 */
export const collaborator = z.object({
  /** The invitation's id: what the owner removes it by. */
  id: z.uuid(),
  /** The person's account once they accepted; null while invited. */
  userId: z.uuid().nullable(),
  email: z.string(),
  /** Their name once accepted; null while invited. */
  name: z.string().nullable(),
  status: z.enum(COLLABORATOR_STATUSES),
  /** `status === 'accepted'` (kept for older clients). */
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type Collaborator = z.infer<typeof collaborator>;
export const collaboratorsResponse = z.object({ data: z.array(collaborator) });
export const collaboratorResponse = z.object({ data: collaborator });

/** What an invited person sees before accepting. */
export const pendingInvitation = z.object({
  collectionId: z.uuid(),
  name: z.string(),
  invitedBy: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;
export const invitationResponse = z.object({ data: pendingInvitation });
/** Every invitation the caller has not answered yet (their Collections list shows them). */
export const invitationsResponse = z.object({ data: z.array(pendingInvitation) });

// Staff: /admin/collections --------------------------------------------------------------------

export const adminCollectionsQuery = z.strictObject({
  /** An owner's e-mail (exact, any case) or part of a collection's name. */
  q: z.string().trim().max(COLLECTIONS.nameMaxLength).optional(),
  limit: limit(COLLECTIONS.dialogPageSize),
  offset,
});
export type AdminCollectionsQuery = z.input<typeof adminCollectionsQuery>;

export const adminCollection = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  assetsCount: z.number().int(),
  /** Accepted collaborators (open invitations are not counted). */
  collaboratorsCount: z.number().int(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type AdminCollection = z.infer<typeof adminCollection>;
export const adminCollectionsResponse = z.object({
  data: z.array(adminCollection),
  totalCount: z.number().int(),
});
