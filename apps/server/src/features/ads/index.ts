// The ads feature as other features see it.

export { adRoutes } from './routes';
// Every public page shows the active ads: the renderer reads their JSON as the route sends it. The demo seed places
// ads and counts clicks as the admin's routes do.
export { activeAdsJson, create as createAd, track as trackAdClick } from './service';
