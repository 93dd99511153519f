// The privacy feature as other features see it (issue 14: data export, legal notice).
export { privacyRoutes } from './routes';
