// The appeals feature as other features see it.
export { appealRoutes } from './routes';
