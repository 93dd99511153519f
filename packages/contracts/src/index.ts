export * from './barreaux';
export * from './constants';
// Issue 18: the lawyers' desk.
export * from './desk';
export { formatFrenchDate } from './detect/deadlines/calendar';
export * from './detect/deadlines/detect';
export * from './detect/deadlines/event-date';
export * from './detect/deadlines/rules';
export * from './detect/guardrails';
export * from './detect/personal-data';
export * from './detect/sensitive-topics';
export * from './display';
export * from './errors';
export * from './labels';
export * from './password-banner';
export * from './password-strength';
export * from './reward-texts';
export * from './schemas/admin';
export * from './schemas/ads';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/deadlines';
export * from './schemas/desk';
export * from './schemas/forum';
export * from './schemas/mail';
export * from './schemas/people';
// Issue 14: trust and safety.
export * from './schemas/trust';
export * from './trust';
