// The transparency feature as other features see it.
export { transparencyRoutes } from './routes';
export { transparency } from './service';
