// Text of one screen in a module of its own: the bundler keeps it with that screen's chunk, not in the entry every
// page loads (labels.ts is shared by many chunks, so its used parts sit in the entry).
/** The banner shown while an old password no longer passes the rules (docs/decisions/security-accounts.md). */
export const PASSWORD_CHANGE_BANNER = {
  text: 'Votre mot de passe ne respecte plus nos règles de sécurité.',
  action: 'Choisir un nouveau mot de passe',
} as const;
