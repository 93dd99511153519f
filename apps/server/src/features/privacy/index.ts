// The privacy feature as other features see it (data export, legal notice).
export { privacyRoutes } from './routes';
