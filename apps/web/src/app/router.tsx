import type { Role } from '@pretoire/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
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
const Profile = lazy(() => import('./routes/profile'));
const Notifications = lazy(() => import('./routes/notifications'));
const Activities = lazy(() => import('./routes/activities'));
const Admin = lazy(() => import('./routes/admin'));
const Lawyers = lazy(() => import('./routes/lawyers'));
const Lawyer = lazy(() => import('./routes/lawyer'));
// Issue 14: legal pages.
const LegalNotice = lazy(() => import('./routes/legal').then((m) => ({ default: m.LegalNoticeRoute })));
const Terms = lazy(() => import('./routes/legal').then((m) => ({ default: m.TermsRoute })));
const Privacy = lazy(() => import('./routes/legal').then((m) => ({ default: m.PrivacyRoute })));
// Issue 18: the lawyers' desk.
const Desk = lazy(() => import('./routes/desk'));

type Access = { roles?: Role[]; signedIn?: boolean; approved?: boolean };

// Approval is required only where a pending lawyer has nothing to do (activities);
// /profile stays open to them so they can see their status and re-upload the licence.
const page = (C: ComponentType, access: Access = {}) => {
  const el = (
    <Suspense fallback={<p role="status">Chargement…</p>}>
      <C />
    </Suspense>
  );
  const guarded = access.signedIn || access.roles || access.approved;
  return guarded ? (
    <RouteGuard roles={access.roles} requireApproval={access.approved}>
      {el}
    </RouteGuard>
  ) : (
    el
  );
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
      { path: paths.createPost, element: page(CreatePost, { roles: ['user'] }) },
      { path: paths.myPosts, element: page(MyPosts, { roles: ['user'] }) },
      { path: paths.profile, element: page(Profile, { signedIn: true }) },
      { path: paths.activities, element: page(Activities, { roles: ['lawyer'], approved: true }) },
      { path: paths.admin, element: page(Admin, { roles: ['admin'] }) },
      { path: paths.notifications, element: page(Notifications, { signedIn: true }) },
      { path: paths.lawyers, element: page(Lawyers) },
      { path: paths.lawyer(), element: page(Lawyer) },
      // Issue 14: legal pages.
      { path: paths.legalNotice, element: page(LegalNotice) },
      { path: paths.terms, element: page(Terms) },
      { path: paths.privacy, element: page(Privacy) },
      { path: paths.desk, element: page(Desk, { roles: ['lawyer'], approved: true }) },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
