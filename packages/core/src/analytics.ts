import { z } from 'zod';

/** A property value: short text, a finite number or a yes/no. */
const text = z.string().max(200);
const tag = z.string().max(60);

/**
 * The analytics events the product records (spec part 2 §3 and part 1 §7), each with the only
 * properties it may carry. Anything else is refused before it is stored.
 */
export const ANALYTICS_EVENTS = {
  print_service_homepage_landing: z.strictObject({}),
  logout: z.strictObject({}),
  download_design: z.strictObject({ suffix: tag, assetId: z.uuid().optional() }),
  generate_angles: z.strictObject({ suffix: tag, target: tag }),
  no_credits: z.strictObject({
    action: tag.optional(),
    required: z.number().int().min(0).max(100_000).optional(),
  }),
  search: z.strictObject({
    query: text,
    colours: z.array(tag).max(20).optional(),
    styles: z.array(tag).max(20).optional(),
    types: z.array(tag).max(20).optional(),
  }),
} as const;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];

export type AnalyticsProperties = Record<string, string | number | boolean | string[]>;
/** What one event's properties may be, as its schema takes them. */
export type AnalyticsEventProperties<N extends AnalyticsEventName> = z.input<(typeof ANALYTICS_EVENTS)[N]>;

export const ANALYTICS_LIMITS = {
  /** Events one signed-in user, or one address when signed out, may send per minute. */
  eventsPerMinute: 120,
} as const;

export const isAnalyticsEventName = (name: string): name is AnalyticsEventName =>
  Object.hasOwn(ANALYTICS_EVENTS, name);
