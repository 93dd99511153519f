import { LegalNoticePage, PrivacyPage, TermsPage } from '@/features/trust';

// The three legal pages, one lazy chunk.
export const LegalNoticeRoute = () => <LegalNoticePage />;
export const TermsRoute = () => <TermsPage />;
export const PrivacyRoute = () => <PrivacyPage />;
