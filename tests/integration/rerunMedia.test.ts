// @vitest-environment jsdom
// Making a result again reads its photo back from the result's `source`, an address the server
// gave. Only media on the hosts the app is configured for (MIAO_MEDIA_HOSTS: cdn.test here, and
// the page's own) is fetched, as for the zip: a source on any other host is never asked for, and
// the re-run fails the way it fails for a photo it cannot read, with nothing started or charged.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import { info, resource, useNock, validAuth, withLoggedInStore } from '../testing';
import { errorText } from '../testing/errors';

useNock();

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  }).store;
}

describe('tasks/rerun reads a photo only from a media host', () => {
  it.each([
    ['another host', 'http://evil.test/src.png'],
    ['a media host’s name inside another host', 'http://cdn.test.evil.test/src.png'],
    ['a media host on another port', 'http://cdn.test:8443/src.png'],
  ])('a source on %s is never fetched: the re-run fails as unreadable and starts nothing', async (_name, source) => {
    const store = signedIn();
    let fetched = false;
    const host = new URL(source).origin;
    nock(host)
      .get('/src.png')
      .optionally()
      .reply(() => {
        fetched = true;
        return [200, Buffer.from('\x89PNG photo'), { 'Content-Type': 'image/png' }];
      });
    const photo = resource('a1', { source, settings: { styles: ['pix/pixar'], count: 1 } });
    await expect(store.dispatch(tasks.actions.rerun({ resource: photo, scope: 'result' }))).rejects.toMatchObject({
      params: { reason: 'mediaUnreadable' },
    });
    expect(fetched).toBe(false);
    const state = store.getState();
    expect(errorText(state.errors['tasks/rerun'])).toBe('无法读取这个作品的文件，请稍后再试');
    expect(state.tasks.runs).toEqual([]);
    expect(state.session.info.points).toBe(info.points);
  });
});
