import type { LucideIcon } from 'lucide-react';

/** Static facts about a route, available before its module loads (titles, icons). */
export interface RouteHandle {
  title: string;
  description?: string;
  icon?: LucideIcon;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}
