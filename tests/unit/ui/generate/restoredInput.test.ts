// @vitest-environment jsdom
// The input a workspace opens with: a draft kept for this tool (back from the login or the
// shop, or sent to edit a result's text) wins over a run of the tool still going, since it
// was written just before the user left for it; without one, the run's input comes back.
import { beforeEach, describe, expect, it } from 'vitest';
import { saveDraft } from '../../../../src/features/generate/workspace/draft';
import { restoredInput } from '../../../../src/features/generate/workspace/useRestoredInput';
import type { TaskRun } from '../../../../src/models/taskRun';

const going: TaskRun = {
  id: 'run-1',
  tool: 'tti',
  styles: ['1000'],
  count: 4,
  startedAt: 1_700_000_000_000,
  input: { text: '旧的文字' },
  status: 'running',
  taskId: 'k-1',
  items: [],
  error: null,
  cancelling: false,
};

beforeEach(() => sessionStorage.clear());

describe('restoredInput', () => {
  it('a draft for this tool wins over its run going', async () => {
    await saveDraft({ tool: 'tti', style: '1001', text: '月光下的小猫' });
    expect(restoredInput('tti', going)).toMatchObject({ text: '月光下的小猫', style: '1001', fromDraft: true });
  });

  it('a draft for another tool leaves the run’s input', async () => {
    await saveDraft({ tool: 'tts', style: 'ttsch/2', text: '你好' });
    expect(restoredInput('tti', going)).toMatchObject({ text: '旧的文字', style: '1000', count: 4, fromDraft: false });
    expect(restoredInput('tti', null)).toBeNull();
  });
});
