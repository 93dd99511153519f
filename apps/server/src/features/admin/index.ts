// The admin feature as the app sees it: its routes.

export { adminRoutes } from './routes';
