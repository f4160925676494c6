/** The promo-codes module's face for other modules: checking and redeeming a code inside a checkout. */
export {
  type PromoDiscountSource,
  previewPromoCode,
  type RedeemRequest,
  redeemPromoCode,
} from './service.ts';
