/** What the actions module emits when an action settles; the type lives with the ports (the root wires listeners). */
export type { DesignActionSettled, OnDesignActionSettled } from '../../ports.ts';
