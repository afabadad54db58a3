// Every lazily loaded page, one chunk each. The create section's files are written by the
// create area (home, workspace, gif/pbd/subtitle); the rest belong to the frame. The second
// argument names the page models a page reads (src/store/pageModels.ts).
import { lazyPage } from '../features/chunks/lazyPage';

export const pages = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/home/HomePage')),
  createLayout: lazyPage(() => import(/* webpackChunkName: "page-create" */ '../pages/create/CreateLayout')),
  gif: lazyPage(() => import(/* webpackChunkName: "page-gif" */ '../pages/create/GifPage'), ['tasks']),
  pbd: lazyPage(() => import(/* webpackChunkName: "page-pbd" */ '../pages/create/PbdPage'), ['tasks']),
  subtitle: lazyPage(() => import(/* webpackChunkName: "page-subtitle" */ '../pages/create/SubtitlePage')),
  user: lazyPage(
    () => import(/* webpackChunkName: "page-user" */ '../pages/user/UserPage'),
    ['shop', 'resources', 'tasks', 'history'],
  ),
  loginSuccess: lazyPage(() => import(/* webpackChunkName: "page-login-success" */ '../pages/login-success/LoginSuccessPage')),
  blog: lazyPage(() => import(/* webpackChunkName: "page-blog" */ '../pages/blog/BlogPage')),
  contract: lazyPage(() => import(/* webpackChunkName: "page-contract" */ '../pages/contract/ContractPage')),
  download: lazyPage(() => import(/* webpackChunkName: "page-download" */ '../pages/download/DownloadPage')),
  agent: lazyPage(() => import(/* webpackChunkName: "page-agent" */ '../pages/agent/AgentPage')),
  pdf: lazyPage(() => import(/* webpackChunkName: "page-pdf" */ '../pages/pdf/PdfPage')),
  notFound: lazyPage(() => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/NotFoundPage')),
};

export type PageName = keyof typeof pages;
