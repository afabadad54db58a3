// Requests nock did not match would otherwise surface only as a network failure the app
// may swallow (signed out: a normal result). Recording them lets a test say "no request".
import nock from 'nock';

export function recordUnmatched(): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const listener = (req: { method?: string; path?: string; options?: { method?: string; path?: string } }) => {
    list.push(`${req.method ?? req.options?.method} ${req.path ?? req.options?.path}`);
  };
  nock.emitter.on('no match', listener);
  return { list, stop: () => nock.emitter.removeListener('no match', listener) };
}
