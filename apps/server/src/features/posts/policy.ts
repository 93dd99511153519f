import { POLICY_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';

// The rules themselves are in contracts (policy.ts), shared with the web app; the server enforces them.
export {
  canAnswer,
  canAnswerReply,
  canAsk,
  canDeletePost,
  canDeleteReply,
  canMarkSatisfactory,
  type Decision,
  questionTakesAnswers,
} from '@pretoire/contracts';
export { enforce } from '../../lib/errors';

export const POST_NOT_FOUND = SERVER_MESSAGES.postNotFound;
export const REPLY_NOT_FOUND = SERVER_MESSAGES.replyNotFound;
export { POLICY_MESSAGES };
