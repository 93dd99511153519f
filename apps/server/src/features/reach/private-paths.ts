/** Pages that depend on the signed-in user: never crawled (robots.txt), never indexed (noindex on their shell). */
export const paths = [
  '/profile',
  '/admin',
  '/notifications',
  '/my-posts',
  '/create-post',
  '/activities',
  '/forgot-password',
  '/consultations',
];
