// @vitest-environment jsdom
// A reload while a photo tool's run goes: the workspace opens again on that run, and its photo
// comes back too (read from the run's results by the tasks model), so Start does not ask for a
// photo the run below was made from. A photo the user picks meanwhile is not replaced.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TaskRun } from '../../../../src/models/tasks';
import { nockPageData } from '../../../testing/chains';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { resource } from '../../../testing';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, uploadPhoto, waitForStore } from '../../../testing/render';

useNock();
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
  nockPageData();
});

const PNG = Buffer.from('\x89PNG my photo', 'latin1');
const KEPT_PHOTO = `data:image/png;base64,${PNG.toString('base64')}`;

/** The cartoon run a reload picked up: results answered (with their source), no photo kept. */
const keptRun: TaskRun = {
  id: 'run-1',
  tool: 'cartoon',
  styles: ['cartoon'],
  count: 1,
  startedAt: Date.now() - 5_000,
  input: { photoName: 'me.png' },
  status: 'running',
  taskId: 't-1',
  items: [resource('r1', { typ: 'cartoon', style: 'cartoon', status: 'pending', url: '', source: 'http://cdn.test/src/me.png' })],
  error: null,
  cancelling: false,
};

const workspace = () => screen.findByRole('dialog', { name: '卡通化' }, { timeout: 15_000 });

describe('the workspace opened again after a reload while its run goes', () => {
  it('shows the run’s photo again, read back from its result, and Start does not ask for one', async () => {
    nock('http://cdn.test').get('/src/me.png').reply(200, PNG, { 'Content-Type': 'image/png' });
    const store = signedInStore(100, { tasks: { runs: [keptRun] } });
    renderApp(undefined, { store, route: '/?tool=cartoon' });
    const dialog = await workspace();
    expect(await within(dialog).findByAltText('已选择的照片', {}, { timeout: 15_000 })).toHaveAttribute('src', KEPT_PHOTO);
    expect(within(dialog).queryByText('请先上传照片')).toBeNull();
    await settleUi(store);
  }, 15_000); // the first test loads the home page's and the workspace's code

  it('a photo picked before the old one is read back stays', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    nock('http://cdn.test')
      .get('/src/me.png')
      .reply(() => new Promise((resolve) => (answer = () => resolve([200, PNG, { 'Content-Type': 'image/png' }]))));
    const store = signedInStore(100, { tasks: { runs: [keptRun] } });
    renderApp(undefined, { store, route: '/?tool=cartoon' });
    const dialog = await workspace();
    const mine = `data:image/png;base64,${btoa('new-face')}`;
    expect(await uploadPhoto(user, 'new.png', 'new-face', dialog)).toHaveAttribute('src', mine);
    // The old photo arrives late: the run keeps it, the input keeps the user's.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitForStore(store, (state) => state.tasks.runs[0].input.image === KEPT_PHOTO);
    await settleUi(store);
    expect(within(dialog).getByAltText('已选择的照片')).toHaveAttribute('src', mine);
  });
});
