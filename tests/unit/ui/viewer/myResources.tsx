// My resources with a given list, signed in as `id`, for the viewer, favourite and save tests.
import nock from 'nock';
import { ResourcesPanel } from '../../../../src/pages/user/ResourcesPanel';
import { initialSession } from '../../../../src/models/session';
import type { Resource } from '../../../../src/services/types';
import { API_HOST, info, resource, validAuth } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';
import { withLoggedInStore } from '../../../testing/store';

/** Three finished pictures, newest first as the list shows them: r1, r2, r3. */
export const THREE: Resource[] = [
  resource('r1', { createdAt: 1_700_000_300_000 }),
  resource('r2', { createdAt: 1_700_000_200_000, style: 'pix/anime' }),
  resource('r3', { createdAt: 1_700_000_100_000, style: 'pix/disney' }),
];

/** The list answered once (or `times`), for the account `id`. */
export function renderMyResources(list: readonly Resource[] = THREE, { id = info.id, times = 1 } = {}) {
  nock(API_HOST)
    .get('/miao/v1/resource/list')
    .times(times)
    .query(true)
    .reply(200, { code: 0, data: { list, total: list.length, page: 1, num: 100 } });
  const auth = validAuth();
  const { store } = withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info: { ...info, id }, infoStatus: 'loaded', infoAt: Date.now() } },
  });
  return { ...renderApp(<ResourcesPanel />, { store }), store };
}
