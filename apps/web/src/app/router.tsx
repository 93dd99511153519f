import type { Role } from '@pretoire/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteGuard } from '@/components/layout/route-guard';
import { paths } from '@/config/paths';

const Landing = lazy(() => import('./routes/landing'));
const Home = lazy(() => import('./routes/home'));
const Category = lazy(() => import('./routes/category'));
const Post = lazy(() => import('./routes/post'));
const CreatePost = lazy(() => import('./routes/create-post'));
const MyPosts = lazy(() => import('./routes/my-posts'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const Placeholder = lazy(() => import('./routes/placeholder'));

const page = (C: ComponentType, roles?: Role[], guarded = false) => {
  const el = <Suspense fallback={<p role="status">Chargement…</p>}><C /></Suspense>;
  return guarded || roles ? <RouteGuard roles={roles} requireApproval>{el}</RouteGuard> : el;
};

const router = createBrowserRouter([
  { path: paths.landing, element: page(Landing) },
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: page(Home) },
      { path: paths.category(), element: page(Category) },
      { path: paths.post(), element: page(Post) },
      { path: paths.forgotPassword, element: page(ForgotPassword) },
      { path: paths.createPost, element: page(CreatePost, ['user']) },
      { path: paths.myPosts, element: page(MyPosts, ['user']) },
      { path: paths.profile, element: page(Placeholder, undefined, true) },
      { path: paths.activities, element: page(Placeholder, ['lawyer']) },
      { path: paths.admin, element: page(Placeholder, ['admin']) },
      { path: paths.notifications, element: page(Placeholder, undefined, true) },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
