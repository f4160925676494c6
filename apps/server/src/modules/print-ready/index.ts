/**
 * The print-ready module's public face, for other modules and the wiring alike: what a paid service
 * payment does. Its routes are registered by app.ts from routes.ts (they need AppDeps, which deps.ts
 * builds).
 */
export { printReadyPaid } from './paid.ts';
