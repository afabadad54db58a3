import { defineConfig, type RsbuildPlugin, type ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { appServerMiddleware } from './deploy/appServer';
import { announceWhenBuilt, printUrlsOnceBuilt } from './deploy/devReady';
import { writeHomeShells } from './deploy/homeShell';
import { mountMocks } from './mocks/server/mount';

// MIAO_API_HOST / MIAO_PRODUCT_HOST: a real backend. When set, /miao and /usee are
// proxied there and the local stand-in (mocks/) is off. Unset: the stand-in answers.
const apiHost = process.env.MIAO_API_HOST;
const productHost = process.env.MIAO_PRODUCT_HOST ?? apiHost;
const port = Number(process.env.PORT ?? 3000);

type ServerSetup = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

// Before the built-in middlewares: security headers on the app's responses, /miao_web →
// /miao_web/ (deploy/appServer.ts, the same rules as the nginx recipe), then the stand-in.
const setupServer: ServerSetup = ({ server, action }) => {
  server.middlewares.use(appServerMiddleware({ dev: action === 'dev' }));
  if (apiHost) return;
  mountMocks(server.middlewares);
};

// After a production build: dist/home.html and dist/home.en.html, the home page with its
// first screen in the HTML (deploy/homeShell.ts); the servers send them for /miao_web/.
const homeShellPlugin: RsbuildPlugin = {
  name: 'miao:home-shell',
  setup(api) {
    api.onAfterBuild(() => writeHomeShells(api.context.distPath));
  },
};

export default defineConfig({
  // The router joins the entry chunk (not a lib-router chunk of its own): one module scope with
  // the app, 0.7 kB gzip less on the first screen (tests/budget/checkSize.ts); React keeps its
  // own chunk, the part that changes least between releases.
  plugins: [pluginReact({ splitChunks: { react: true, router: false } }), homeShellPlugin, announceWhenBuilt],
  source: {
    entry: { index: './src/index.tsx' },
    // The agent chat host for /agent and /pdf; empty: same origin (the stand-in's /mock/agent).
    // Hosts the app may navigate to, frame, or show media from (README: Configuration).
    define: {
      'process.env.MIAO_AGENT_HOST': JSON.stringify(process.env.MIAO_AGENT_HOST ?? ''),
      'process.env.MIAO_NAV_HOSTS': JSON.stringify(process.env.MIAO_NAV_HOSTS ?? ''),
      'process.env.MIAO_MEDIA_HOSTS': JSON.stringify(process.env.MIAO_MEDIA_HOSTS ?? ''),
      // The QA recorder's panel under `npm start` (docs/testing.md "Recording a test").
      'process.env.MIAO_QA_RECORDER': JSON.stringify(process.env.MIAO_QA_RECORDER ?? ''),
    },
  },
  html: {
    template: './public/index.html',
    title: 'Miao',
  },
  output: {
    // The app lives under /miao_web/; window.routerBase may move the router, not the assets.
    assetPrefix: '/miao_web/',
    // Class names are hashes only in production (shorter in every chunk and stylesheet: the
    // first screen's JavaScript holds its components' maps); development keeps file and name.
    cssModules: process.env.NODE_ENV === 'production' ? { localIdentName: '[hash:base64:6]' } : {},
  },
  performance: {
    // No vendors chunk: the libraries the first screen needs (redux, react-redux, redux-saga)
    // are in the entry chunk with the code that uses them, where they share one module scope
    // (0.5 kB gzip less than a chunk of their own); libraries only lazy parts use still get
    // chunks of their own (the default group: shared by two chunks or more).
    chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: { defaultVendors: false } } },
  },
  dev: {
    // Everything is built before the address is printed (deploy/devReady.ts). rsbuild 2
    // compiles import()ed parts on demand by default: the first visits after `npm start` then
    // waited on the compiler with a blank page, and each part built sent a hot update that
    // could fail and reload the page under the user's click (issue 33; measured both ways in
    // docs/decisions.md).
    lazyCompilation: false,
  },
  server: {
    base: '/miao_web',
    port,
    host: process.env.HOST ?? 'localhost',
    // The index is named under the base: rsbuild's assets middleware has taken /miao_web off the
    // path by then (naming /miao_web/index.html here answered every deep link with a 404 once
    // htmlFallback was off; devStart.e2e.ts opens them).
    historyApiFallback: { index: '/index.html' },
    // Only the app's routes fall back to index.html (historyApiFallback: paths without a dot).
    // rsbuild's htmlFallback answered every GET that accepts */* with it, so a script, a chunk
    // or a hot update it did not have came back as text/html; they are 404 now.
    htmlFallback: false,
    printUrls: printUrlsOnceBuilt,
    setup: setupServer,
    proxy: apiHost
      ? {
          '/miao': { target: apiHost, changeOrigin: true },
          '/usee': { target: productHost, changeOrigin: true },
        }
      : undefined,
  },
});
