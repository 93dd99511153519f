import { displayName, lawyerTitle, type Named } from '@pretoire/contracts';

// Each text ends with «question "Titre"» so a client can find the question from the text alone (spec §2).
export const NOTIFICATION_TEXTS = {
  replyToPost: (author: Named, title: string) => `${lawyerTitle(author)} a répondu à votre question "${title}"`,
  replyToReply: (author: Named, title: string) => `${lawyerTitle(author)} a répondu à votre commentaire sur la question "${title}"`,
  satisfactory: (asker: Named, rating: number, title: string) =>
    `${displayName(asker)} a jugé votre réponse satisfaisante (${rating}/5) sur la question "${title}"`,
  rated: (asker: Named, from: number, to: number, title: string) =>
    `${displayName(asker)} a modifié la note de votre réponse (${from}/5 → ${to}/5) sur la question "${title}"`,
} as const;
