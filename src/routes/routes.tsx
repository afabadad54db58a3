// The route tree of docs/contract.md §2, as data so the entry can match the first URL and preload
// its pages before rendering. The agent page's path (not shown in docs/contract.md) is /agent.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { InnerLayout } from '../layouts/InnerLayout';
import { MainLayout } from '../layouts/MainLayout';
import { RootLayout } from '../layouts/RootLayout';
import type { PageModelName } from '../models';
import type { LazyPage } from '../features/chunks/lazyPage';
import { pages } from './pages';

interface RouteHandle {
  preload?: () => Promise<void>;
  models?: readonly PageModelName[];
}

function page(Page: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { preload: Page.preload, models: Page.models };
  return { element: <Page />, handle };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'login_success', ...page(pages.loginSuccess) },
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { path: 'user', ...page(pages.user) },
          { path: 'pdf', ...page(pages.pdf) },
          { path: 'blog', ...page(pages.blog) },
          { path: 'contract', ...page(pages.contract) },
          { path: 'download', ...page(pages.download) },
          { path: 'agent', ...page(pages.agent) },
          {
            element: <InnerLayout />,
            children: [
              { path: 'index.html', ...page(pages.home) },
              { index: true, ...page(pages.home) },
              {
                // The create section's shared layout (pathless).
                ...page(pages.createLayout),
                children: [
                  { path: 'gif', ...page(pages.gif) },
                  { path: 'subtitle', ...page(pages.subtitle) },
                  { path: 'pbd', ...page(pages.pbd) },
                ],
              },
            ],
          },
          { path: '*', ...page(pages.notFound) },
        ],
      },
    ],
  },
];

const handles = (pathname: string, basename: string): RouteHandle[] =>
  (matchRoutes(routes, pathname, basename) ?? []).map((m) => (m.route.handle as RouteHandle | undefined) ?? {});

/** Fetch the code of every lazy piece the URL shows (the page and its lazy layouts, their page models). */
export async function preloadRoute(pathname: string, basename: string): Promise<void> {
  await Promise.all(handles(pathname, basename).map((handle) => handle.preload?.() ?? Promise.resolve()));
}

/** The page models the URL's pages read: added to the store before the first render. */
export function routeModels(pathname: string, basename: string): PageModelName[] {
  return handles(pathname, basename).flatMap((handle) => handle.models ?? []);
}
