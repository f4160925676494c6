import { randomUUID } from 'node:crypto';
import { type EvaluationContext, OpenFeature, type Provider } from '@openfeature/server-sdk';
import { type EvaluatedFlags, FLAG_KEYS, type FlagContext } from '@packsmith/core';
import type { FlagsProvider } from './port.ts';

/** How long one person's evaluated flags are reused before the flag service is asked again. */
export const OPENFEATURE_CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;

/** The evaluation context the flag service sees: the user id as targeting key, plus tier, staff, job role. */
export function evaluationContext(context: FlagContext): EvaluationContext {
  return {
    targetingKey: context.userId ?? 'anonymous',
    tier: context.tier ?? 'free',
    staff: context.staff,
    ...(context.jobRole ? { jobRole: context.jobRole } : {}),
  };
}

/**
 * Production flags through OpenFeature: any OpenFeature server provider (the team's own flag
 * service). A flag the service does not know, or a failed evaluation, is off — never an error
 * for the person asking. Each adapter gets its own OpenFeature domain, so two apps in one process
 * (tests) never share a provider.
 */
export function openFeatureFlags(provider: Provider): FlagsProvider {
  const domain = `packsmith-${randomUUID()}`;
  OpenFeature.setProvider(domain, provider);
  const client = OpenFeature.getClient(domain);
  const cache = new Map<string, { at: number; flags: Promise<EvaluatedFlags> }>();

  const evaluateNow = async (context: FlagContext): Promise<EvaluatedFlags> => {
    const ctx = evaluationContext(context);
    const values = await Promise.all(FLAG_KEYS.map((key) => client.getBooleanValue(key, false, ctx)));
    return Object.fromEntries(FLAG_KEYS.map((key, i) => [key, values[i]])) as EvaluatedFlags;
  };

  return {
    name: `openfeature:${provider.metadata.name}`,
    editable: false,
    evaluate(context) {
      const key = JSON.stringify(evaluationContext(context));
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < OPENFEATURE_CACHE_MS) return hit.flags;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      const flags = evaluateNow(context);
      cache.set(key, { at: Date.now(), flags });
      return flags;
    },
    invalidate() {
      cache.clear();
    },
  };
}
