// The ads feature as other features see it.

// Every public page shows the active ads: the renderer reads their JSON as the route sends it.
export { activeAdsJson } from './service';
