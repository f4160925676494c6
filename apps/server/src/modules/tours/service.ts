import { TOUR_IDS, type TourId, type UserTour } from '@packsmith/core';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** Each person's guided tours: which ones they asked not to see again. */
export function toursService(db: Db) {
  return {
    /** Every tour, in a fixed order; one never answered is `doNotShow: false`. */
    async list(userId: string): Promise<UserTour[]> {
      const saved = new Map((await repo.toursOf(db, userId)).map((r) => [r.tourId, r.doNotShow]));
      return TOUR_IDS.map((tourId) => ({ tourId, doNotShow: saved.get(tourId) ?? false }));
    },

    async set(userId: string, tourId: TourId, doNotShow: boolean): Promise<UserTour> {
      await repo.upsertTour(db, userId, tourId, doNotShow);
      return { tourId, doNotShow };
    },
  };
}

export type ToursService = ReturnType<typeof toursService>;
