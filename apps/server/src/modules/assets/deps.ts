import type { ListAssetsFilters } from '@packsmith/core';
import type { SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { HumanCheck } from '../../providers/human-check/index.ts';
import type { Storage } from '../../providers/storage/index.ts';

/** What the assets module is built from. */
export interface AssetsDeps {
  db: Db;
  storage: Storage;
  /** Needed only for logged-out upload URLs. */
  humanCheck?: HumanCheck;
  log?: Logger;
  /** The job queue the derivative jobs go to. */
  jobs: JobQueue;
  /** The search index, wired by the composition root (the assets module imports no search code). */
  assetIndex?: AssetIndex;
}

/** The library filters that are a search (words, colours, styles, types, brands). */
export type AssetSearchFilters = Pick<
  ListAssetsFilters,
  'searchTerm' | 'colours' | 'styles' | 'productTypes' | 'brandNames'
>;

/** What the assets module asks of the search index. */
export interface AssetIndex {
  /** New assets, indexed as they are stored; failures are left to the periodic sync. */
  stored(assetIds: string[]): Promise<void>;
  /** `select` of the user's indexed asset ids matching the filters, or undefined when none is set. */
  matching(userId: string, f: AssetSearchFilters): Promise<SQL | undefined>;
}
