import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { AssetIndex, JobQueue } from '../../ports.ts';
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

export type { AssetIndex, AssetSearchFilters } from '../../ports.ts';
