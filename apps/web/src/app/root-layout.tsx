import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useFlags, useFlagsRefresh } from '@/features/flags';
import { MaintenancePage, metaQuery } from '@/features/meta';
import { applyVersionCheck } from '@/lib/version-check';
import { isRouteHandle } from './route-handle';
import { SessionEffects } from './session';

/** After every route change: re-read /api/meta.json, reload on a newer server major. Failures are only logged. */
function useVersionCheck() {
  const { pathname } = useLocation();
  const meta = useQuery(metaQuery);
  const { refetch } = meta;
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check on every route change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    if (meta.data?.version) applyVersionCheck(meta.data.version);
  }, [meta.data?.version]);

  useEffect(() => {
    if (meta.error) console.warn('[version] check failed', meta.error);
  }, [meta.error]);

  return meta.data;
}

function useDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title : null;
  useEffect(() => {
    document.title = title
      ? `${title} · Packsmith`
      : 'Packsmith — professional AI packaging design in seconds';
  }, [title]);
}

export function RootLayout() {
  const meta = useVersionCheck();
  const flags = useFlags();
  useFlagsRefresh();
  useDocumentTitle();
  if (meta?.maintenance || flags?.['maintenance-page']) return <MaintenancePage />;
  return (
    <>
      <SessionEffects />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
