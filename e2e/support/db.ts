import pg from 'pg';

/**
 * A direct line to the e2e server's database, for states no API makes (a worker stuck mid-run).
 * Journeys still act through the browser; this only sets the stage and checks the ledger.
 */
export async function connectDb(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
