// The outbox as other features see it: queue a mail in your transaction; it leaves after the commit.
export { enqueueJob, enqueueMail, enqueueMails, type OutboxMail } from './enqueue';
export { outboxPlugin } from './plugin';
export { type JobHandler, type JobRunner, jobsOf, wakeMail } from './runner';
export { outboxCounts } from './stats';
export { siteLink, UNSUBSCRIBE_PAGE_PATH, unsubscribeLink, verifyUnsubscribe } from './unsubscribe-token';
