import type { Role } from '@pretoire/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type HydrationState, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { AuthDialogHost } from '@/components/layout/auth-dialog-host';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { NotFoundPage, PageError } from '@/components/layout/not-found';
import { RouteGuard } from '@/components/layout/route-guard';
import { paths } from '@/config/paths';
import type { PageLoaders } from '@/ssr/loaders';
import { DocumentTitle } from './document-title';

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
// Legal pages.
const LegalNotice = lazy(() => import('./routes/legal').then((m) => ({ default: m.LegalNoticeRoute })));
const Terms = lazy(() => import('./routes/legal').then((m) => ({ default: m.TermsRoute })));
const Transparency = lazy(() => import('./routes/transparency'));
const Privacy = lazy(() => import('./routes/legal').then((m) => ({ default: m.PrivacyRoute })));
// The lawyers' desk.
const Desk = lazy(() => import('./routes/desk'));
// Moderation for appointed moderators; the complaint form of decision mails.
const Moderation = lazy(() => import('./routes/moderation'));
const Appeal = lazy(() => import('./routes/appeal'));
const Consultations = lazy(() => import('./routes/consultations'));

type Access = { roles?: Role[]; signedIn?: boolean; approved?: boolean };

// Approval is required only where a pending lawyer has nothing to do (activities);
// /profile stays open to them so they can see their status and re-upload the license.
const page = (C: ComponentType, access: Access = {}) => {
  const el = (
    <Suspense fallback={<p role="status">Chargement…</p>}>
      <C />
      <DocumentTitle />
      <HydrationMark part="page" />
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

export const NOT_FOUND_ROUTE = 'not-found';

// One route table for the browser and for server rendering (src/entry-server.tsx): same tree, same route ids.
export const createRoutes = (loaders: PageLoaders = {}): RouteObject[] => [
  {
    // Every page shares one auth dialog (components/layout/auth-dialog-host.tsx). The boundary lets React hydrate
    // the frame (top bar, footer, page) in slices after the root's own pass, which is one task (web-loading.md).
    element: (
      <Suspense fallback={null}>
        <AuthDialogHost>
          <Outlet />
        </AuthDialogHost>
      </Suspense>
    ),
    children: [
      { path: paths.landing, element: page(Landing), loader: loaders.landing, errorElement: <PageError /> },
      {
        element: <AppLayout />,
        children: [
          { path: paths.home, element: page(Home), loader: loaders.home, errorElement: <PageError /> },
          { path: paths.category(), element: page(Category), loader: loaders.category, errorElement: <PageError /> },
          { path: paths.post(), element: page(Post), loader: loaders.post, errorElement: <PageError /> },
          { path: paths.forgotPassword, element: page(ForgotPassword) },
          { path: paths.createPost, element: page(CreatePost, { roles: ['user'] }), loader: loaders.guard },
          { path: paths.myPosts, element: page(MyPosts, { roles: ['user'] }), loader: loaders.guard },
          { path: paths.profile, element: page(Profile, { signedIn: true }), loader: loaders.guard },
          { path: paths.activities, element: page(Activities, { roles: ['lawyer'], approved: true }), loader: loaders.guard },
          { path: paths.admin, element: page(Admin, { roles: ['admin'] }), loader: loaders.guard },
          { path: paths.notifications, element: page(Notifications, { signedIn: true }), loader: loaders.guard },
          { path: paths.lawyers, element: page(Lawyers), loader: loaders.lawyers, errorElement: <PageError /> },
          { path: paths.lawyer(), element: page(Lawyer), loader: loaders.lawyer, errorElement: <PageError /> },
          // Legal pages.
          { path: paths.legalNotice, element: page(LegalNotice), loader: loaders.legal, errorElement: <PageError /> },
          { path: paths.transparency, element: page(Transparency), loader: loaders.transparency, errorElement: <PageError /> },
          { path: paths.terms, element: page(Terms), loader: loaders.legal, errorElement: <PageError /> },
          { path: paths.privacy, element: page(Privacy), loader: loaders.legal, errorElement: <PageError /> },
          // The lawyers' desk.
          { path: paths.desk, element: page(Desk, { roles: ['lawyer'], approved: true }), loader: loaders.guard },
          { path: paths.moderation, element: page(Moderation, { signedIn: true }), loader: loaders.guard },
          { path: paths.appeal, element: page(Appeal) },
          // Private consultations.
          { path: paths.consultations(), element: page(Consultations, { signedIn: true }), loader: loaders.guard },
          { path: paths.consultations(':id'), element: page(Consultations, { signedIn: true }), loader: loaders.guard },
          // Keep last: any other path is an honest «page introuvable» (HTTP 404 when server-rendered).
          {
            id: NOT_FOUND_ROUTE,
            path: '*',
            element: (
              <>
                <NotFoundPage />
                <DocumentTitle />
              </>
            ),
          },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;
/**
 * The browser's router, made once. `hydrationData`: the server's router state (errors such as a 404) when the page
 * was server-rendered. Ranking the routes and reading the history is a task of its own when start.tsx calls it before
 * hydrating (decisions/web-loading.md).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  router ??= createBrowserRouter(createRoutes(), { hydrationData });
  return router;
}

export function AppRouter({ hydrationData }: { hydrationData?: HydrationState }) {
  return <RouterProvider router={createAppRouter(hydrationData)} />;
}
