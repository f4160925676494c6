/**
 * The print-ready module's face for the composition root: what a paid service payment does.
 * Its routes and jobs are added by register.ts (modules.ts lists it).
 */
export { printReadyPaid } from './paid.ts';
