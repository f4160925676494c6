export { type JudgePixels, type JudgeResult, judgeDesign, pickWinner } from './design-judge.ts';
export { judgeImage } from './image-judge.ts';
export { contrastScore } from './rules.ts';
