export { judgeImage } from './image.ts';
export { contrastScore, type JudgePixels, type JudgeResult, judgeDesign, pickWinner } from './judge.ts';
