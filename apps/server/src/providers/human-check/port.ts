import type { HumanCheckChallenge } from '@packsmith/core';

/** The human-check port: logged-out uploads must carry a token this accepts. */
export interface HumanCheck {
  readonly provider: 'altcha' | 'recaptcha';
  /** What the browser needs to produce a token. */
  challenge(): Promise<HumanCheckChallenge>;
  /** True when the token is genuine, unexpired and not used before. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
