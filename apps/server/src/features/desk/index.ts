// The lawyers' desk (issue 18) as other features see it.
export { deadlineColumns } from './deadline';
export { forgetAnswer, recordFirstAnswer, refreshAllResponseTimes } from './response-times';
