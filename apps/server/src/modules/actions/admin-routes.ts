import {
  adminGeneration,
  adminGenerationsPageResponse,
  adminVariation,
  adminVariationsPageResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoutes } from '../../lib/admin-list.ts';
import type { AppDeps } from '../../ports.ts';
import { adminActionsService } from './admin.ts';
import { adminVariationsService } from './admin-variations.ts';

/** Staff: every design action and every variation, newest first, with retry and cancel (inside the admin scope). */
export function actionAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const generations = adminListRoutes({
    path: '/api/admin/generations',
    page: adminGenerationsPageResponse,
    row: adminGeneration,
    service: adminActionsService(deps),
  });
  const variations = adminListRoutes({
    path: '/api/admin/variations',
    page: adminVariationsPageResponse,
    row: adminVariation,
    service: adminVariationsService(deps),
  });
  return async (app) => {
    await app.register(generations);
    await app.register(variations);
  };
}
