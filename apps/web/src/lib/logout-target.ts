/** A page can ask to be where the user lands after signing out (e.g. a public share page). */
const KEY = 'packsmith.logoutTarget';

export function setLogoutTarget(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: sign-out falls back to /login
  }
}

export function takeLogoutTarget(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null; // storage refused: sign-out goes to /login
  }
}
