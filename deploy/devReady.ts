// `npm start` prints the app's address when the app can be served, not before (issue 33).
// rsbuild prints it as the server starts listening, before anything is compiled; the first
// visit then waited on the compiler with a blank page. Here the address is held back until
// the first build is done; with on-demand compilation off (rsbuild.config.ts,
// docs/decisions.md) that build holds every page and lazy part, so the first pages open at once.
import type { PrintUrls, RsbuildPlugin } from '@rsbuild/core';

/** True from the dev server's start to the end of its first build (never for `rsbuild preview`). */
let waiting = false;

/** server.printUrls: nothing while the dev server's first build runs, then rsbuild's own lines. */
export const printUrlsOnceBuilt: PrintUrls = ({ urls }) => (waiting ? undefined : urls);

/** Prints the address after the dev server's first build (a failed build too: its overlay is the page). */
export const announceWhenBuilt: RsbuildPlugin = {
  name: 'miao:announce-when-built',
  setup(api) {
    // rsbuild calls onBeforeStartDevServer before it creates the compiler (and prints).
    let print: (() => void) | undefined;
    api.onBeforeStartDevServer(({ server }) => {
      waiting = true;
      print = () => server.printUrls();
    });
    api.onAfterDevCompile(({ isFirstCompile }) => {
      if (!isFirstCompile || !print) return;
      waiting = false;
      print();
    });
  },
};
