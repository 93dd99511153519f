// The lawyers' desk as other features and the app see it.

export { deskKeys } from './api/desk';
export { AnswerDisclaimer, AnswerGuardrailWarning, useAnswerWarning } from './components/answer-guardrails';
export { DeadlineNotice } from './components/deadline-notice';
export { DeadlinePreview } from './components/deadline-preview';
export { DeskLink } from './components/desk-link';
export { DeskQueue } from './components/desk-queue';
export { EventDateField, eventDateError } from './components/event-date-field';
export { CategoryResponseTime, LawyerResponseTime } from './components/response-time';
