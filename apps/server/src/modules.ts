/**
 * The composition root's list of modules: each adds its routes and its jobs through its one
 * `register` (app.ts takes the routes, main.ts the jobs). A new module is one line here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register as actions } from './modules/actions/register.ts';
import { register as admin } from './modules/admin/register.ts';
import { register as analytics } from './modules/analytics/register.ts';
import { register as assets } from './modules/assets/register.ts';
import { register as auth } from './modules/auth/register.ts';
import { register as chat } from './modules/chat/register.ts';
import { register as collections } from './modules/collections/register.ts';
import { register as comments } from './modules/comments/register.ts';
import { register as competitions } from './modules/competitions/register.ts';
import { register as credits } from './modules/credits/register.ts';
import { register as dielines } from './modules/dielines/register.ts';
import { register as exitSurvey } from './modules/exit-survey/register.ts';
import { register as extractor } from './modules/extractor/register.ts';
import { register as flags } from './modules/flags/register.ts';
import { register as generations } from './modules/generations/register.ts';
import { register as invites } from './modules/invites/register.ts';
import { register as judge } from './modules/judge/register.ts';
import { register as meta } from './modules/meta/register.ts';
import { register as mockups } from './modules/mockups/register.ts';
import { register as notifications } from './modules/notifications/register.ts';
import { register as prefill } from './modules/prefill/register.ts';
import { register as printFiles } from './modules/print-files/register.ts';
import { register as printReady } from './modules/print-ready/register.ts';
import { register as promoCodes } from './modules/promo-codes/register.ts';
import { register as search } from './modules/search/register.ts';
import { register as sessions } from './modules/sessions/register.ts';
import { register as showcases } from './modules/showcases/register.ts';
import { register as support } from './modules/support/register.ts';
import { register as teamAlerts } from './modules/team-alerts/register.ts';
import { register as templates } from './modules/templates/register.ts';
import { register as tours } from './modules/tours/register.ts';
import { register as users } from './modules/users/register.ts';
import type { RegisterModule } from './ports.ts';
import type { Services } from './services.ts';

export const MODULES: RegisterModule<Services>[] = [
  meta,
  auth,
  users,
  tours,
  assets,
  collections,
  comments,
  credits,
  notifications,
  sessions,
  actions,
  chat,
  prefill,
  generations,
  templates,
  flags,
  competitions,
  invites,
  mockups,
  printFiles,
  dielines,
  judge,
  extractor,
  printReady,
  promoCodes,
  teamAlerts,
  support,
  exitSurvey,
  search,
  showcases,
  admin,
  analytics,
];

/** What the modules add: public routes, staff routes (one admin scope), start-up job registrations. */
export function registerModules(services: Services) {
  const routes: FastifyPluginAsyncZod[] = [];
  const admin: FastifyPluginAsyncZod[] = [];
  const jobs: (() => Promise<void>)[] = [];
  for (const register of MODULES) {
    register(
      { routes: (plugin) => routes.push(plugin), admin: (plugin) => admin.push(plugin) },
      { add: (job) => jobs.push(job) },
      services,
    );
  }
  return { routes, admin, jobs };
}
