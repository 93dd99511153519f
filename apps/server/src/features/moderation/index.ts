// The moderation feature as other features see it.

export { appealUrl, verifyAppeal } from './appeal-link';
export { moderationCounts } from './counts';
export { afterDecision, decide, decideInTx } from './decide';
export { sendTrustMail, trustMail } from './mail';
export { appealCase, deciderOf, viewerTies } from './parties';
export { conflictOf, type Decider, mayDecide, seesPrivateMessages } from './policy';
export { reportPrivateMessage } from './reports';
export { moderationRoutes } from './routes';
export { suspensionRefusal } from './suspension';
