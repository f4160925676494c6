/**
 * Feature flags in the browser: `useFlags()` (all, undefined while loading), `useFlag(key)`
 * (false until loaded) and `useFlagsRefresh()` (mount once; re-reads after each navigation).
 */
export { useFlag, useFlags, useFlagsRefresh } from './use-flags';
