// The calls the stand-in's task tests make again and again, over a test client
// (useMockServer): a task token, a task created with one, the balance, the resource list,
// and the list once every result is final.
import type {
  AccountInfo,
  Resource,
  ResourceListAnswer,
  TaskAnswer,
  TaskInput,
  TaskTokenAnswer,
} from '../../src/rules/wire/types';
import type { MockClient } from './testClient';

export function taskCalls(mock: MockClient) {
  async function taskToken(token: string) {
    return (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
  }
  async function createTask(token: string, input: Omit<TaskInput, 'token'>, headers?: Record<string, string>) {
    return mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body: { ...input, token: await taskToken(token) }, headers });
  }
  async function points(token: string) {
    return (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;
  }
  async function list(token: string, query = '') {
    return (await mock.call<ResourceListAnswer>('GET', `/miao/v1/resource/list${query}`, { token })).body.data;
  }
  /**
   * The caller's resources once none is pending (results finish on timers): waits by asking
   * again every 10 ms rather than for a fixed time, so a test waits no longer than the work.
   */
  async function settled(token: string): Promise<Resource[]> {
    for (let i = 0; i < 300; i += 1) {
      const found = (await list(token)).list;
      if (found.every((r) => r.status !== 'pending')) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('results still pending after 3 s');
  }
  return { taskToken, createTask, points, list, settled };
}
