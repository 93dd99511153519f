// The trust feature as other features see it.

export { useOpenReportsLabel } from './api/trust-api';
export { EditPostForm, EditReplyForm } from './components/edit-forms';
export { ExportButton } from './components/export-button';
export { HistoryDisclosure, threadEdited } from './components/history-disclosure';
export { LegalNoticePage, PrivacyPage, TermsPage } from './components/legal-pages';
export { EditedMark, ModerationNotice } from './components/moderation-notice';
export { PersonalDataHints } from './components/personal-data-hints';
export { ReportButton } from './components/report-dialog';
export { ReportsPanel } from './components/reports-panel';
export { TransparencyPage } from './components/transparency-page';
