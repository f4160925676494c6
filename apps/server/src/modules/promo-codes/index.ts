/** The promo-codes module's face for other modules: redeeming a code inside a checkout. */
export { type RedeemRequest, redeemPromoCode } from './service.ts';
