/** The feedback offer for paying people (feedback toast flag); mount once in the shell. */
export { FeedbackOffer } from './feedback-offer';
