// Shared by every test file. Deliberately small: integration tests need nothing from here
// (see docs/testing.md). It keeps runs isolated (storage cleared before and after each
// test, so one test's failing afterEach cannot leak its `_auth` into the next; the language
// back to zh-CN after each test) and strict:
// a test that prints an unexpected console.error (React's "not wrapped in act" warning
// among them) fails. A test that expects one spies on console.error itself.
import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// Files may share a worker (vitest.config.ts): it keeps jsdom, React and testing-library
// loaded, but each file starts on fresh app modules (toasts, language, lazy chunks), as in a
// worker of its own. Hence the language module and the kit are imported where they are used,
// not above (a static import would load before this reset, and the test file would then get
// another copy).
vi.resetModules();

// The app's lazy imports go through the kit (vitest.config.ts): the file's own copy, which its
// `failChunk` and the waits below share.
const { chunksLoading, loadChunk } = await import('./testing/chunks');
globalThis.miaoChunk = loadChunk;

/** testing-library's way of running a wait (findBy…, waitFor). */
type AsyncWrapper = (wait: () => Promise<unknown>) => Promise<unknown>;

declare global {
  /** What the app's lazy imports go through under vitest (vitest.config.ts). */
  var miaoChunk: typeof loadChunk | undefined;
  /** testing-library's own AsyncWrapper, kept for the worker's next files (this file runs once per file). */
  var miaoDefaultAsyncWrapper: AsyncWrapper | undefined;
}

const clearStorage = () => {
  if (typeof window !== 'undefined') {
    window.localStorage?.clear();
    window.sessionStorage?.clear();
  }
};

const printed: string[] = [];
const original = console.error.bind(console);

beforeEach(() => {
  clearStorage();
  printed.length = 0;
  console.error = (...args: unknown[]) => {
    printed.push(format(...args));
    original(...args);
  };
});

afterEach(async () => {
  clearStorage();
  // A test that switched to English leaves the next one in the default language.
  const { switchLocale } = await import('../src/locales/active');
  await switchLocale('zh-CN', { persist: false });
  console.error = original;
  if (printed.length > 0) {
    const first = printed[0].split('\n').slice(0, 3).join('\n');
    throw new Error(`console.error was printed ${printed.length} time(s) during the test; the first:\n${first}`);
  }
});

/** An element's opening tag with its attributes, each value cut at 60 characters. */
function openingTag(element: Element): string {
  const cut = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);
  const attributes = Array.from(element.attributes, (a) => ` ${a.name}="${cut(a.value)}"`).join('');
  return `<${element.tagName.toLowerCase()}${attributes}>`;
}

// Files that share a worker (vitest.config.ts) import testing-library once, so its automatic
// cleanup is registered for the first of them only: register it for every DOM file. Registered
// after the hook above, it runs before it: the tree unmounts before storage and language reset.
// Then what a test left outside React's trees (a portal's host, a node appended by hand) goes
// too, so a file that shares a worker starts on an empty page, as with a jsdom of its own.
if (typeof document !== 'undefined') {
  const { act, cleanup, configure, getConfig, prettyDOM } = await import('@testing-library/react');
  // Set by testing-library around each findBy… or waitFor retry (not in its types).
  const retrying = () => Reflect.get(getConfig(), '_disableExpensiveErrorDiagnostics') === true;
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    document.title = '';
  });
  // A query that finds nothing makes an error with the whole page printed in it, and findBy…
  // and waitFor retry their query until it finds: every miss printed the page again (a
  // photo's 5 MB data URL with it) for a message no one reads. The same message is made
  // only when it is read: a test that fails shows the page as before.
  //
  // A query that finds several elements reads, at once, one such message per element found
  // (with a null message), to list them. Inside findBy… and waitFor, which retry on every change
  // to the page until the several become one, each element is named by its opening tag only:
  // the page printed per element per retry took seconds in a file whose photo sits in the page.
  configure({
    // A wait is an upper bound, never a measure of speed: testing-library's 1 s default was
    // outrun on a machine busy with two CI runs (a click → task token → run → workspace path),
    // and 10 s by a first press whose lazy sign-in flow was imported cold on a busy machine.
    // A wait that finds what it wants returns at once; only a failing test waits this long
    // (still under the test's own 30 s).
    asyncUtilTimeout: 20_000,
    getElementError(message, container) {
      if (message === null && retrying() && container instanceof Element) {
        return Object.assign(new Error(openingTag(container)), { name: 'TestingLibraryElementError' });
      }
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let text: string | undefined;
      const page = () => `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container) || ''}`;
      Object.defineProperty(error, 'message', {
        configurable: true,
        get: () => (text ??= [message, page()].filter(Boolean).join('\n\n')),
      });
      return error;
    },
  });

  // React reveals a Suspense boundary's content no sooner than 300 ms after its fallback was
  // shown (it keeps fallbacks from flashing), except inside `act`. testing-library waits
  // (findBy…, waitFor) run outside `act`, so every lazy page, dialog or model chunk cost a test
  // 300 ms of waiting, over 20 s of a run in all. Before a wait starts, the chunks on their way
  // land inside `act`, as React asks of suspended data in tests, and the page shows them at once;
  // a chunk that starts loading while the wait polls is revealed as in a browser.
  const config = getConfig();
  const defaultAsyncWrapper: AsyncWrapper = (globalThis.miaoDefaultAsyncWrapper ??= config.asyncWrapper.bind(config));
  configure({
    async asyncWrapper(wait: () => Promise<unknown>) {
      for (let chunks = chunksLoading(); chunks.length > 0; chunks = chunksLoading()) {
        await act(async () => {
          await Promise.allSettled(chunks);
          // What the chunk's arrival starts (a page's models registering) settles too.
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      }
      return defaultAsyncWrapper(wait);
    },
  });
}
