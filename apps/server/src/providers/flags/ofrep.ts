import { ErrorCode } from '@openfeature/core';
import {
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
  StandardResolutionReasons,
} from '@openfeature/server-sdk';

export interface OfrepOptions {
  /** The flag service's base URL; evaluations go to {baseUrl}/ofrep/v1/evaluate/flags/{key}. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  timeoutMs?: number;
}

interface OfrepSuccess {
  key: string;
  value: unknown;
  reason?: string;
  variant?: string;
}
interface OfrepFailure {
  key?: string;
  errorCode?: string;
  errorDetails?: string;
}

/**
 * An OpenFeature provider speaking the OpenFeature Remote Evaluation Protocol (OFREP), which flag
 * services such as flagd, GO Feature Flag, ConfigCat and DevCycle answer. The published OFREP
 * provider package lags the SDK (it pins an old ofrep-core), so this one is ours: one POST per
 * flag, as the protocol's single-flag evaluation describes.
 */
export class OfrepProvider implements Provider {
  readonly metadata = { name: 'ofrep' } as const;
  readonly runsOn = 'server' as const;
  constructor(private readonly options: OfrepOptions) {}

  private async resolve<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
    isType: (value: unknown) => value is T,
  ): Promise<ResolutionDetails<T>> {
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/ofrep/v1/evaluate/flags/${encodeURIComponent(flagKey)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({ context }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 2_000),
    });
    const body = (await response.json().catch(() => null)) as (OfrepSuccess & OfrepFailure) | null;
    const failure = (errorCode: ErrorCode, errorMessage: string): ResolutionDetails<T> => ({
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode,
      errorMessage,
    });
    if (response.status === 404)
      return failure(ErrorCode.FLAG_NOT_FOUND, body?.errorDetails ?? `No flag ${flagKey}`);
    if (!response.ok || !body) {
      return failure(ErrorCode.GENERAL, body?.errorDetails ?? `The flag service answered ${response.status}`);
    }
    if (!isType(body.value)) return failure(ErrorCode.TYPE_MISMATCH, `${flagKey} is not the expected type`);
    return {
      value: body.value,
      reason: body.reason ?? StandardResolutionReasons.UNKNOWN,
      variant: body.variant,
    };
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext) {
    return this.resolve(flagKey, defaultValue, context, (v): v is boolean => typeof v === 'boolean');
  }
  resolveStringEvaluation(flagKey: string, defaultValue: string, context: EvaluationContext) {
    return this.resolve(flagKey, defaultValue, context, (v): v is string => typeof v === 'string');
  }
  resolveNumberEvaluation(flagKey: string, defaultValue: number, context: EvaluationContext) {
    return this.resolve(flagKey, defaultValue, context, (v): v is number => typeof v === 'number');
  }
  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T, context: EvaluationContext) {
    return this.resolve(flagKey, defaultValue, context, (v): v is T => typeof v === 'object' && v !== null);
  }
}
