import { CLIENT_VERSION, shouldReloadForVersion } from '@packsmith/core';

const RELOADED_FOR_KEY = 'packsmith.reloadedForVersion';

/**
 * Reload when the server's major version is ahead of this bundle — but only once per
 * server version, so a stale cache can never trap the tab in a reload loop.
 */
export function decideVersionReload(
  serverVersion: string,
  alreadyReloadedFor: string | null,
  clientVersion: string = CLIENT_VERSION,
): 'reload' | 'stale' | 'current' {
  if (!shouldReloadForVersion(serverVersion, clientVersion)) return 'current';
  return alreadyReloadedFor === serverVersion ? 'stale' : 'reload';
}

export function applyVersionCheck(serverVersion: string): void {
  let reloadedFor: string | null = null;
  try {
    reloadedFor = sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    // storage unavailable: still safe, the decision just cannot remember
  }
  const decision = decideVersionReload(serverVersion, reloadedFor);
  if (decision === 'reload') {
    try {
      sessionStorage.setItem(RELOADED_FOR_KEY, serverVersion);
    } catch {
      // Storage refused: the reload still brings the new version; it just cannot be remembered.
    }
    window.location.reload();
  } else if (decision === 'stale') {
    console.warn(`[version] server ${serverVersion} is ahead of client ${CLIENT_VERSION} after a reload`);
  }
}
