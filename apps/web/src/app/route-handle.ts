import type { LucideIcon } from 'lucide-react';

/** Static facts about a route, available before its module loads (titles, coming-soon frames). */
export interface RouteHandle {
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** For pages whose feature lands later: what the finished page will let people do. */
  upcoming?: readonly string[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}
