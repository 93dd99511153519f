import { LegalNoticePage, PrivacyPage, TermsPage } from '@/features/trust';

// Issue 14: the three legal pages, one lazy chunk.
export const LegalNoticeRoute = () => <LegalNoticePage />;
export const TermsRoute = () => <TermsPage />;
export const PrivacyRoute = () => <PrivacyPage />;
