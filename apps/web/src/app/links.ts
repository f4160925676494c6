/** Places outside the app. The help centre is a separate site; support mail is the fallback chat. */
export const HELP_CENTRE_URL = 'https://help.packsmith.app';
export const SUPPORT_EMAIL = 'support@packsmith.app';
/** A 15-minute launch call for founders about to launch (promotional banner). */
export const BOOKING_URL = 'https://cal.com/packsmith/launch-call';
