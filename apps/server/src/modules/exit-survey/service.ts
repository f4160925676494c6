/**
 * The exit survey: why someone moves to a lower plan or cancels theirs. The plan they leave is
 * read on the server (never taken from the browser), and only a real move down is recorded.
 */
import {
  EXIT_SURVEY_MESSAGES,
  type ExitSurveyAnswer,
  type ExitSurveyBody,
  type ExitSurveyReason,
  isDowngrade,
  type Tier,
} from '@packsmith/core';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { findPeople, tierOf } from '../users/index.ts';
import { type ExitSurveyRow, insertAnswer, listAnswers } from './repository.ts';

function toAnswer(row: ExitSurveyRow, emailOf: Map<string, string>): ExitSurveyAnswer {
  return {
    id: row.id,
    userId: row.userId,
    userEmail: emailOf.get(row.userId) ?? '',
    reason: row.reason as ExitSurveyReason,
    details: row.details,
    previousTier: row.previousTier as Tier,
    newTier: row.newTier as Tier,
    createdAt: row.createdAt.toISOString(),
  };
}

export function exitSurveyService(db: Db) {
  return {
    async answer(userId: string, body: ExitSurveyBody): Promise<ExitSurveyAnswer> {
      const previousTier = (await tierOf(db, userId)) as Tier | null;
      if (!previousTier) throw unauthorized();
      if (!isDowngrade(previousTier, body.newTier))
        throw badRequest(EXIT_SURVEY_MESSAGES.notDowngrade, 'not_a_downgrade');
      const row = await insertAnswer(db, {
        userId,
        reason: body.reason,
        details: body.details || null,
        previousTier,
        newTier: body.newTier,
      });
      return toAnswer(row, new Map());
    },

    async list(page: { limit: number; offset: number }) {
      const { rows, totalCount } = await listAnswers(db, page);
      const people = await findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] });
      const emailOf = new Map(people.map((p) => [p.id, p.email]));
      return { data: rows.map((r) => toAnswer(r, emailOf)), totalCount };
    },
  };
}

export type ExitSurveyService = ReturnType<typeof exitSurveyService>;
