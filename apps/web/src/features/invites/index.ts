/** Invite-only features for people: the Early access page (redeem a code, join a waitlist). */
export { EarlyAccessPage } from './early-access-page';
