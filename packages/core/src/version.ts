import { CLIENT_VERSION } from './constants.ts';

export function majorOf(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : 0;
}

/** The client reloads when the server's major version is ahead of its own. */
export function shouldReloadForVersion(serverVersion: string, clientVersion = CLIENT_VERSION): boolean {
  return majorOf(serverVersion) > majorOf(clientVersion);
}
