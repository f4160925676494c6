/**
 * The API client lives outside React, yet must send people to /login, /404 and /500.
 * main.tsx registers the router's navigate function here; until then it falls back to
 * a full page load.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The current in-app location as a path with query, for redirect parameters. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
