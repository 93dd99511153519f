export const paths = {
  landing: '/',
  forgotPassword: '/forgot-password',
  home: '/home',
  category: (id = ':id') => `/category/${id}`,
  post: (id = ':id') => `/post/${id}`,
  createPost: '/create-post',
  myPosts: '/my-posts',
  profile: '/profile',
  activities: '/activities',
  admin: '/admin',
  notifications: '/notifications',
} as const;
