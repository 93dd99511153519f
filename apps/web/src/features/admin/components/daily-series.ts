// The three daily series, shared by the lazy chart and the always-loaded legend and table.
export const SERIES = [
  { key: 'signups', label: 'Inscriptions', color: '#14213d' },
  { key: 'questions', label: 'Questions', color: '#94481a' },
  { key: 'answers', label: 'Réponses', color: '#047857' },
] as const;
