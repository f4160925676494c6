import type { Launch } from './api';

/**
 * The logged-out launch this browser made, kept until it is claimed: only this browser holds its
 * claim token, so only this browser can start the generation after signing in.
 */
const KEY = 'packsmith.pendingLaunch';

export function savePendingLaunch(launch: Launch): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(launch));
  } catch {
    // Storage refused (private mode): the sign-in page says the brief is kept, it is just not claimable.
  }
}

/** The stored launch while it is unexpired; an expired or unreadable one is dropped. */
export function readPendingLaunch(now = Date.now()): Launch | null {
  let launch: Launch | null = null;
  try {
    launch = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Launch | null;
  } catch {
    launch = null; // storage refused or unreadable JSON: no launch (and it is dropped below)
  }
  if (!launch?.claimToken || !(Date.parse(launch.expiresAt) > now)) {
    clearPendingLaunch();
    return null;
  }
  return launch;
}

export function clearPendingLaunch(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: then nothing could have been stored either.
  }
}
