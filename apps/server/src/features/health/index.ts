// The health feature as the app sees it: its routes.

export { healthRoutes } from './routes';
