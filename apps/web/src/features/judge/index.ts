/** Design judge: the /judge page (pick, rate, scores with notes, winner) and its upsell dialog. */
export { JudgePage } from './judge-page';
export { JudgeUpsellDialog } from './upsell-dialog';
