// Text of one screen in a module of its own: the bundler keeps it with that screen's chunk, not in the entry every
// page loads (labels.ts is shared by many chunks, so its used parts sit in the entry).
/** The reward pop-up (spec §5 pop-up; First-mark credits count once per question and lawyer). */
export const REWARD_TEXTS = {
  title: 'Félicitations !',
  description: 'Une de vos réponses a été jugée satisfaisante : elle vous rapporte des crédits.',
  rule: 'Crédits et paliers comptent une fois par question : si d\u2019autres de vos réponses à la même question sont marquées, elles l\u2019affichent sans rapporter davantage.',
} as const;
