// The moderation feature as other features see it.

export { appealUrl, verifyAppeal } from './appeal-link';
export { moderationCounts } from './counts';
export { sendTrustMail, trustMail } from './mail';
export { decide } from './queue';
export { reportPrivateMessage } from './reports';
export { moderationRoutes } from './routes';
export { suspensionRefusal } from './suspension';
