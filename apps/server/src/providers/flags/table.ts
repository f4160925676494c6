import {
  audienceIncludes,
  type EvaluatedFlags,
  FLAG_KEYS,
  FLAGS,
  type FlagAudience,
  type FlagContext,
  type FlagKey,
} from '@packsmith/core';
import type { Db } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/index.ts';
import type { FlagsProvider } from './port.ts';

/** How long a process trusts its copy of the table: other processes' changes show within this. */
export const FLAG_TABLE_TTL_MS = 2_000;

/**
 * The embedded default: audiences in the feature_flags table (edited in /admin), read at most
 * once per FLAG_TABLE_TTL_MS, so evaluating a request costs no query. A flag with no row yet
 * has its default audience from core's FLAGS.
 */
export function tableFlags(db: Db): FlagsProvider {
  let cached: { at: number; audiences: Promise<Map<FlagKey, FlagAudience>> } | null = null;

  const load = async () => {
    const rows = await db
      .select({ key: featureFlags.key, audience: featureFlags.audience })
      .from(featureFlags);
    const audiences = new Map<FlagKey, FlagAudience>(
      FLAG_KEYS.map((key) => [key, FLAGS[key].defaultAudience]),
    );
    for (const row of rows)
      if (audiences.has(row.key as FlagKey)) audiences.set(row.key as FlagKey, row.audience);
    return audiences;
  };

  const audiences = () => {
    const now = Date.now();
    if (!cached || now - cached.at > FLAG_TABLE_TTL_MS) {
      const loading = load();
      cached = { at: now, audiences: loading };
      // A failed read is not cached: the next request tries again (and this one fails loudly).
      loading.catch(() => {
        if (cached?.audiences === loading) cached = null;
      });
    }
    return cached.audiences;
  };

  return {
    name: 'table',
    editable: true,
    async evaluate(context: FlagContext): Promise<EvaluatedFlags> {
      const all = await audiences();
      const flags = {} as EvaluatedFlags;
      for (const key of FLAG_KEYS) flags[key] = audienceIncludes(key, all.get(key)!, context);
      return flags;
    },
    invalidate() {
      cached = null;
    },
  };
}
