// Followed categories (issue 13) as other features see them: the desk's queue (issue 18) reads followedCategoryIds.

export { runDigests } from './digest';
export { announceQuestion, fanOut, wakeFanOut } from './fanout';
export { followedCategories, followedCategoryIds, followersOf, followParams, followsCategory } from './service';
