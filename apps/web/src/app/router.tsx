import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth, RequireFlag, RequireGate, RequireStaff } from './guards';
import { HydrateFallback } from './hydrate-fallback';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { BARE_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES, type RouteEntry, STAFF_ROUTES } from './route-table';
import { AppLayout } from './shell/app-layout';

/**
 * A route; one behind a flag sits inside RequireFlag (or behind a menu gate inside RequireGate), so it
 * exists only for people the flag is on for (or the menu shows it to).
 */
const toRoute = ({ path, handle, lazy, flag, gate }: RouteEntry): RouteObject =>
  flag
    ? { element: <RequireFlag flag={flag} />, children: [{ path, handle, lazy }] }
    : gate
      ? { element: <RequireGate gate={gate} />, children: [{ path, handle, lazy }] }
      : { path, handle, lazy };

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...BARE_ROUTES.map(toRoute),
      {
        Component: AppLayout,
        children: [
          ...PUBLIC_ROUTES.map(toRoute),
          { Component: RequireAuth, children: PROTECTED_ROUTES.map(toRoute) },
          { Component: RequireStaff, children: STAFF_ROUTES.map(toRoute) },
          { path: '*', handle: { title: 'Page not found' }, lazy: () => import('@/routes/not-found') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
