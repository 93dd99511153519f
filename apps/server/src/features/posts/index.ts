// The posts feature as other features see it.

// Account deletion may erase the text of one's questions.
export { eraseQuestionsOf } from './edit';
export { canMarkSatisfactory, type Decision, enforce, POLICY_MESSAGES, POST_NOT_FOUND, REPLY_NOT_FOUND } from './policy';
export { excerpt } from './present';
// Moderation deletes answers inside its own transaction; the demo seed writes answers (addReply) and questions
// (createPost) as the routes do.
export { addReply, countRemoval, removeReply } from './replies';
export { postRoutes } from './routes';
// A restore refills the search table.
export { FILL_POST_SEARCH } from './search-queries';
// The page renderer reads a question's JSON as its route sends it.
export { createPost, deletePost, findPost, listPosts, postDetailOr404, postJsonForVisitor } from './service';
