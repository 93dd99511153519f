// The lawyers' desk (issue 18) as other features see it.
export { deadlineColumns } from './deadline';
export { recordFirstAnswer, refreshAllResponseTimes } from './response-times';
