/**
 * User tours (spec part 1 §3, `user_tours`: tourId, doNotShow): a short guided tour the first time
 * someone opens the dashboard, the editor and the toolbox; "Don't show again" is kept per person.
 */
import { z } from 'zod';

export const TOUR_IDS = ['dashboard', 'editor', 'toolbox'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export const TOUR_MESSAGES = {
  unknownTour: `Unknown tour: choose one of ${TOUR_IDS.join(', ')}`,
  doNotShowRequired: 'doNotShow must be true or false',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  skip: 'Skip tour',
  doNotShowAgain: "Don't show again",
} as const;

export const tourId = z.enum(TOUR_IDS, TOUR_MESSAGES.unknownTour);

/** One tour's state for the signed-in person: `doNotShow` once they finished, skipped or opted out. */
export const userTour = z.object({ tourId, doNotShow: z.boolean() });
export type UserTour = z.infer<typeof userTour>;

/** GET /api/user-tours — every tour, with false for the ones never answered. */
export const userToursResponse = z.object({ data: z.array(userTour) });

/** PUT /api/user-tours/{tourId} */
export const putUserTourBody = z.strictObject({
  doNotShow: z.boolean({ error: TOUR_MESSAGES.doNotShowRequired }),
});
export type PutUserTourBody = z.infer<typeof putUserTourBody>;
