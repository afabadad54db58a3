// The switch that turns the engine on warms its face lane at once (the models loaded before the
// first photo, not while its create waits); the switch to stock answers and a change of other
// switches do not. The warming itself is the engine's (mocks/engine/index.ts warmEngine).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Engine from '../engine';
import { useMockServer } from './testClient';

const warmed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../engine', async (importOriginal) => ({
  ...(await importOriginal<typeof Engine>()),
  warmEngine: () => {
    warmed.count += 1;
  },
}));

const mock = useMockServer();
afterEach(() => {
  warmed.count = 0;
});

const setSwitches = (body: Record<string, unknown>) =>
  fetch(`${mock.origin()}/mock/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /mock/switches', () => {
  it('warms the engine when it turns the engine on', async () => {
    expect((await setSwitches({ engine: 'local' })).status).toBe(200);
    expect(warmed.count).toBe(1);
  });

  it('does not when it turns stock answers on or changes another switch', async () => {
    await setSwitches({ engine: 'canned' });
    await setSwitches({ taskDelayMs: 50 });
    expect(warmed.count).toBe(0);
  });
});
