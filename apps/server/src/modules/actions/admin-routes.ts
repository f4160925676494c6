import {
  adminGeneration,
  adminGenerationsPageResponse,
  adminVariation,
  adminVariationsPageResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoutes } from '../../lib/admin-list.ts';
import type { AdminActionsService } from './admin.ts';
import type { AdminVariationsService } from './admin-variations.ts';

/** Staff: every design action and every variation, newest first, with retry and cancel (inside the admin scope). */
export function actionAdminRoutes(
  actions: AdminActionsService,
  variations: AdminVariationsService,
): FastifyPluginAsyncZod {
  const generations = adminListRoutes({
    path: '/api/admin/generations',
    page: adminGenerationsPageResponse,
    row: adminGeneration,
    service: actions,
  });
  const variationRoutes = adminListRoutes({
    path: '/api/admin/variations',
    page: adminVariationsPageResponse,
    row: adminVariation,
    service: variations,
  });
  return async (app) => {
    await app.register(generations);
    await app.register(variationRoutes);
  };
}
