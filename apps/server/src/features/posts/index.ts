// The posts feature as other features see it.

// Account deletion may erase the text of one's questions.
export { eraseQuestionsOf } from './edit';
export { canMarkSatisfactory, type Decision, enforce, POLICY_MESSAGES, POST_NOT_FOUND, REPLY_NOT_FOUND } from './policy';
export { excerpt } from './present';
// Moderation deletes answers inside its own transaction.
export { countRemoval, removeReply } from './replies';
// The page renderer reads a question's JSON as its route sends it.
export { deletePost, findPost, listPosts, postDetailOr404, postJsonForVisitor } from './service';
