import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../../src/utils/onDemand';

describe('onDemand', () => {
  it('loads once for every caller, and after a failure loads again at the next use', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('module');
    const get = onDemand(load);
    const [first, second] = [get(), get()];
    await expect(first).rejects.toThrow('chunk failed');
    await expect(second).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
