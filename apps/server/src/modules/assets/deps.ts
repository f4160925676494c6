import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { HumanCheck } from '../../providers/human-check/index.ts';
import type { Storage } from '../../providers/storage/index.ts';

/** What the assets module is built from. */
export interface AssetsDeps {
  db: Db;
  storage: Storage;
  /** Needed only for logged-out upload URLs. */
  humanCheck?: HumanCheck;
  log?: Logger;
  /** Queues derivative jobs; defaults to pg-boss when main.ts registered it. */
  enqueue?: (assetIds: string[]) => Promise<void>;
}
