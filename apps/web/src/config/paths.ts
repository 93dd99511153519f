export const paths = {
  landing: '/',
  forgotPassword: '/forgot-password',
  home: '/home',
  category: (id = ':id') => `/category/${id}`,
  post: (id = ':id') => `/post/${id}`,
  createPost: '/create-post',
  myPosts: '/my-posts',
  profile: '/profile',
  /** The password section of the profile (the weak-password banner leads there). */
  profilePassword: '/profile#mot-de-passe',
  activities: '/activities',
  admin: '/admin',
  notifications: '/notifications',
  // Beyond the spec: public lawyer directory.
  lawyers: '/avocats',
  lawyer: (id = ':id') => `/avocats/${id}`,
  /** The request form on a lawyer's profile, the question it comes from prefilled (a plain link, works before JS). */
  consultationRequest: (lawyerId: string, postId: string) => `/avocats/${lawyerId}?question=${postId}#demande-consultation`,
  // Legal pages (linked from the footer).
  legalNotice: '/mentions-legales',
  terms: '/conditions-utilisation',
  privacy: '/confidentialite',
  // Public transparency figures (DSA art. 15 and 24).
  transparency: '/transparence',
  // The lawyers' desk.
  desk: '/questions-a-traiter',
  // Moderators' screens and the complaint form of decision mails.
  moderation: '/moderation',
  appeal: '/recours',
  // Private consultations (the list, or one thread beside it).
  consultations: (id?: string) => (id ? `/consultations/${id}` : '/consultations'),
} as const;
