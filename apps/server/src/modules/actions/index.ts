/**
 * The actions module's public face, for other modules and the wiring alike: creating and reading
 * design actions, and batched views of them (statuses, finished images, per-session counts); never the
 * tables.
 */
export {
  type AdminActionsDeps,
  type AdminActionsService,
  adminActionsService,
  ownerIdsForSearch,
} from './admin.ts';
export type { DesignActionSettled, OnDesignActionSettled } from './events.ts';
export {
  activeWeeks,
  completedImagesOf,
  type SessionImageStats,
  sessionIdsWithTypes,
  sessionImageStats,
  statusesOf,
} from './repository.ts';
export {
  type ActionsService,
  type ActionsServiceDeps,
  actionsService,
  type CreateOptions,
} from './service.ts';
