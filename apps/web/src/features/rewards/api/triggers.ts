import type { Mutation } from '@tanstack/react-query';

/** Post mutations (reply, nested reply, satisfactory mark, deletions) all carry a mutationKey starting with 'posts'. */
export const isPostMutation = (m: Pick<Mutation<unknown, unknown, unknown, unknown>, 'options'>) => m.options.mutationKey?.[0] === 'posts';

/** Pushed notifications that mean a reward may be waiting for the lawyer who receives them. */
export const REWARD_NOTIFICATION_TYPES: readonly string[] = ['satisfactory_reply', 'reply_rated'];
