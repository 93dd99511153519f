// The lawyers' desk as other features see it.
export { deadlineColumns } from './deadline';
export { forgetAnswer, recordFirstAnswer, refreshAllResponseTimes } from './response-times';
export { deskRoutes } from './routes';
