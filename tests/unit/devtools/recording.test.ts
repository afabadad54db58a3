// The recording in progress is kept in the tab's sessionStorage until it is saved, so the
// sign-in's round trip and a reload do not end it; what storage gives back is untrusted: checked
// field by field, and anything else dropped with a word (the panel's `broken`), never thrown.
import { describe, expect, it } from 'vitest';
import { keep, MAX_KEPT_CHARS, readKept, RECORDING_KEY, type Recording } from '../../../src/devtools/recording';
import { memoryStorage } from '../../testing/store';

const recording = (): Recording => ({
  startedAt: '2026-01-01T00:00:00.000Z',
  origin: 'http://localhost:3000',
  loads: [
    {
      how: 'started',
      state: { session: { auth: { token: '' } } },
      storage: { auth: null, runs: null },
      steps: [
        {
          name: 'on /user, presses 商城',
          actions: [{ action: { type: 'shop/fetchGoods' }, outcome: 'resolved' }],
          exchanges: [
            {
              method: 'GET',
              url: 'http://localhost:3000/miao/v1/shop/goods/list',
              body: undefined,
              authorization: 'Bearer t',
              status: 200,
              answer: { code: 0 },
              after: { shop: { goods: [] } },
            },
          ],
          after: { shop: { goods: [] } },
        },
      ],
    },
  ],
});

describe('the kept recording', () => {
  it('comes back whole from the tab’s storage', () => {
    const storage = memoryStorage();
    expect(keep(storage, recording())).toBe(true);
    expect(readKept(storage)).toEqual({ kind: 'kept', recording: JSON.parse(JSON.stringify(recording())) });
  });

  it('is nothing when the tab holds none', () => {
    expect(readKept(memoryStorage())).toEqual({ kind: 'none' });
  });

  const broken: [what: string, value: string][] = [
    ['not JSON', '{"startedAt": '],
    ['JSON of another shape', '[1, 2, 3]'],
    ['no load', JSON.stringify({ ...recording(), loads: [] })],
    ['a step whose name is a number', JSON.stringify(recording()).replace('"on /user, presses 商城"', '42')],
    ['an action without a type', JSON.stringify(recording()).replace('"type":"shop/fetchGoods"', '"kind":"x"')],
    ['an outcome of another kind', JSON.stringify(recording()).replace('"outcome":"resolved"', '"outcome":"maybe"')],
    ['an exchange with a status in words', JSON.stringify(recording()).replace('"status":200', '"status":"ok"')],
    [
      'an answer’s change that is not an object',
      JSON.stringify(recording()).replace('"after":{"shop":{"goods":[]}}}]', '"after":[1]}]'),
    ],
    ['a load of another kind', JSON.stringify(recording()).replace('"how":"started"', '"how":"guessed"')],
    ['a stored login that is not text', JSON.stringify(recording()).replace('"auth":null', '"auth":1')],
    ['a value larger than the bound', `"${'x'.repeat(MAX_KEPT_CHARS)}"`],
  ];
  it.each(broken)('%s: dropped from storage and reported broken, not thrown', (_what, value) => {
    const storage = memoryStorage({ [RECORDING_KEY]: value });
    expect(readKept(storage)).toEqual({ kind: 'broken' });
    expect(storage.items.has(RECORDING_KEY)).toBe(false);
  });

  it('is not written when it outgrows the bound (and a copy kept before is removed)', () => {
    const storage = memoryStorage();
    keep(storage, recording());
    const large = recording();
    large.loads[0].steps[0].exchanges[0].answer = 'x'.repeat(MAX_KEPT_CHARS);
    expect(keep(storage, large)).toBe(false);
    expect(storage.items.has(RECORDING_KEY)).toBe(false);
  });

  it('a storage that refuses to write or read is no recording, not a throw', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(keep(refusing, recording())).toBe(false);
    expect(readKept(refusing)).toEqual({ kind: 'none' });
  });
});
