// The posts feature as other features see it.
export { canMarkSatisfactory, type Decision, enforce, POLICY_MESSAGES, POST_NOT_FOUND, REPLY_NOT_FOUND } from './policy';
export { excerpt } from './present';
export { deletePost, findPost, listPosts, postDetailOr404 } from './service';
