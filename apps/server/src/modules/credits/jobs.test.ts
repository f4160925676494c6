import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { startBoss } from '../../jobs/boss.ts';
import {
  ALLOWANCE_RESET_CRON,
  ALLOWANCE_RESET_QUEUE,
  registerCreditJobs,
  runAllowanceReset,
} from './jobs.ts';
import { creditsService } from './service.ts';

let database: Database & { url: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('credit jobs', () => {
  it('schedules the allowance reset on pg-boss', async () => {
    const boss = await startBoss(database.url, pino({ level: 'silent' }));
    try {
      await registerCreditJobs(boss, database.db, pino({ level: 'silent' }));
      const schedules = await boss.getSchedules();
      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: ALLOWANCE_RESET_QUEUE, cron: ALLOWANCE_RESET_CRON }),
        ]),
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('resets many users in batches', async () => {
    let clock = new Date('2025-01-10T00:00:00Z');
    const now = () => clock;
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          email: `batch${i}@jobs.test`,
          tier: 'scale',
          createdAt: new Date('2024-12-20T00:00:00Z'),
        })),
      )
      .returning({ id: users.id });
    const credits = creditsService(database.db, { now });
    for (const { id } of rows) await credits.reserve(id, 'edit', 10);
    clock = new Date('2025-01-25T00:00:00Z');
    expect((await creditsService(database.db, { now }).runAllowanceResets({ batchSize: 3 })).resets).toBe(7);
    for (const { id } of rows) {
      expect(await credits.balance(id)).toMatchObject({
        balance: 5000,
        resetDate: '2025-02-20T00:00:00.000Z',
      });
    }
    expect((await runAllowanceReset(database.db, now)).resets).toBe(0);
  });
});
