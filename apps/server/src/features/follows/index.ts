// Followed categories as other features see them: the desk's queue reads followedCategoryIds.

export { runDigests } from './digest';
export { announceQuestion, fanOut, wakeFanOut } from './fanout';
export { followsCategory } from './queries';
export { followRoutes } from './routes';
export { followedCategories, followedCategoryIds, followersOf, followParams } from './service';
