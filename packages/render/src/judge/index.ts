export { judgeImage } from './image.ts';
export { type JudgePixels, type JudgeResult, judgeDesign, pickWinner } from './judge.ts';
export { contrastScore } from './rules.ts';
