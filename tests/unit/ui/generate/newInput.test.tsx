// @vitest-environment jsdom
// Issue 33: a run refused for its photo offers another photo (the picker, the focus there), not
// a paid retry of the same photo, and says "not charged" once; a failure a retry can fix keeps
// 重试. A finished result's 换张照片再做 / 改文字再做 keeps the result and puts the focus on the input.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import { errors as zhErrors } from '../../../../src/locales/zh-CN/errors';
import { switchLocale } from '../../../../src/locales/active';
import type { TaskRun } from '../../../../src/models/tasks';
import { CODES } from '../../../../src/rules/errorCodes';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { nockAccount, nockRun } from '../../../testing/chains';
import { avatarTemplates, info, resource } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, uploadPhoto } from '../../../testing/render';

useNock();
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
});
afterEach(async () => {
  await act(() => switchLocale('zh-CN'));
  vi.restoreAllMocks();
});

async function refusedRun(code: number, msg: string) {
  const user = userEvent.setup();
  const { store } = renderApp(<ToolWorkspace tool="avatar" style="pix/pixar" onStyleChange={() => {}} />, {
    store: signedInStore(50, { templates: avatarTemplates }),
  });
  await uploadPhoto(user, 'wall.png', 'wall');
  const start = screen.getByRole('button', { name: '开始生成' });
  await waitFor(() => expect(start).toBeEnabled());
  nockRun({ refused: { at: 'task', code, msg } });
  nockAccount({ info: { ...info, points: 50 } });
  await user.click(start);
  const failure = await screen.findByRole('alert');
  return { user, store, failure };
}

it(
  'a photo refused for its face offers another photo (picker opened, focus there), no paid retry, "not charged" once',
  { timeout: 15_000 },
  async () => {
    const { user, store, failure } = await refusedRun(CODES.noFace, zhErrors.noFace);
    expect(within(failure).queryByRole('button', { name: /重试/ })).toBeNull();
    expect(screen.getAllByText(/本次未扣积分/)).toHaveLength(1);

    const picker = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(failure).getByRole('button', { name: '换一张照片' }));
    expect(picker).toHaveBeenCalledTimes(1);
    const opened = picker.mock.contexts[0];
    expect(opened).toBeInstanceOf(HTMLInputElement);
    expect((opened as HTMLInputElement).type).toBe('file');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '更换照片' }));

    // The same in English: one "not charged", the action named, 收起 a proper word.
    await act(() => switchLocale('en'));
    expect(screen.getAllByText(/no points were charged/i)).toHaveLength(1);
    expect(within(failure).getByRole('button', { name: 'Choose another photo' })).toBeInTheDocument();
    expect(within(failure).queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    await settleUi(store);
  },
);

it('a failure a retry can fix keeps its priced 重试 and offers no other photo', { timeout: 15_000 }, async () => {
  const { store, failure } = await refusedRun(4001, '服务繁忙，请稍后再试');
  expect(within(failure).getByRole('button', { name: '重试 · 10 积分' })).toBeInTheDocument();
  expect(within(failure).queryByRole('button', { name: '换一张照片' })).toBeNull();
  expect(screen.getAllByText(/本次未扣积分/)).toHaveLength(1);
  await settleUi(store);
});

function doneRun(tool: 'cartoon' | 'tts', text?: string): TaskRun {
  const kind = tool === 'tts' ? 'audio' : 'image';
  return {
    id: 'run-1',
    tool,
    styles: [tool === 'tts' ? 'zh_female' : 'portrait'],
    count: 1,
    startedAt: Date.now(),
    input: text === undefined ? {} : { text },
    status: 'done',
    taskId: 'k-1',
    // No source to read the photo back from: the input stays as the test leaves it.
    items: [resource('r-1', { typ: tool, kind, style: tool === 'tts' ? 'zh_female' : 'portrait', taskId: 'k-1', source: '' })],
    error: null,
    cancelling: false,
  };
}

it('换张照片再做 keeps the result just made and puts the focus on the photo input', async () => {
  const user = userEvent.setup();
  const store = signedInStore(50, { tasks: { runs: [doneRun('cartoon')] } });
  renderApp(<ToolWorkspace tool="cartoon" style="portrait" onStyleChange={() => {}} />, { store });
  const result = screen.getByRole('region', { name: '生成结果' });
  expect(within(result).queryByRole('button', { name: '再做一个' })).toBeNull();
  await user.click(within(result).getByRole('button', { name: '换张照片再做' }));
  expect(screen.getByRole('region', { name: '生成结果' })).toBe(result);
  expect(store.getState().tasks.runs.map((run) => run.id)).toEqual(['run-1']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '选择文件' }));
  await act(() => switchLocale('en'));
  expect(within(result).getByRole('button', { name: 'Try another photo' })).toBeInTheDocument();
  await settleUi(store);
});

it('改文字再做 keeps the result and puts the focus on the text', async () => {
  const user = userEvent.setup();
  const store = signedInStore(50, { tasks: { runs: [doneRun('tts', '你好')] } });
  renderApp(<ToolWorkspace tool="tts" style="zh_female" onStyleChange={() => {}} />, { store });
  const result = screen.getByRole('region', { name: '生成结果' });
  await user.click(within(result).getByRole('button', { name: '改文字再做' }));
  expect(screen.getByRole('region', { name: '生成结果' })).toBe(result);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '要朗读的文字' }));
  await act(() => switchLocale('en'));
  expect(within(result).getByRole('button', { name: 'Change the text' })).toBeInTheDocument();
  await settleUi(store);
});
