import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { OfrepProvider } from './ofrep.ts';
import { openFeatureFlags } from './openfeature.ts';
import type { FlagsProvider } from './port.ts';
import { tableFlags } from './table.ts';

export * from './port.ts';

/** Config picks the adapter: the team's flag service over OFREP when FLAGS_OFREP_URL is set, else the flags table. */
export function selectFlags(config: Config, db: Db): FlagsProvider {
  if (config.FLAGS_OFREP_URL) {
    return openFeatureFlags(
      new OfrepProvider({ baseUrl: config.FLAGS_OFREP_URL, apiKey: config.FLAGS_OFREP_API_KEY }),
    );
  }
  return tableFlags(db);
}
