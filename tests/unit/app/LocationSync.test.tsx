// @vitest-environment jsdom
// UI test: testing-library + the real store + a memory router. <LocationSync/> turns each
// navigation into '@@router/LOCATION_CHANGE', and the store loads what §4 says.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { Provider } from 'react-redux';
import { Link, MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { LocationSync } from '../../../src/app';
import { createAppStore } from '../../../src/store';
import { templateAnswer } from '../../testing/fixtures';
import { waitForState } from '../../testing/store';
import { useNock } from '../../testing/nock';

useNock();

it('loads examples on the home page, then templates after navigating to /user', async () => {
  const store = createAppStore({ apiHost: 'http://api.test' });
  nock('http://api.test')
    .get('/usee/v1/example/list')
    .reply(200, { code: 0, data: { signUrl: [{ key: 'gif/boy/before.gif', signUrl: 'https://s/boy' }] } });

  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <LocationSync />
        <Link to="/user">我的作品</Link>
      </MemoryRouter>
    </Provider>,
  );
  await waitForState(store, (s) => s.examples.map['gif/boy/before'] === 'https://s/boy');

  nock('http://api.test').get('/usee/v1/alg/template/latest').reply(200, { code: 0, data: templateAnswer });
  await userEvent.click(screen.getByRole('link', { name: '我的作品' }));
  const state = await waitForState(store, (s) => s.templates.AvatarTpls.length === 1);
  expect(state.templates.GifTpls).toEqual([{ action: 'expression', mode: 'smile', channel: 'gif' }]);
});
