import fc from 'fast-check';
import { formatDuration } from '../../../src/utils/time';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59.9, '00:59'], // floored, not rounded
    [60, '01:00'],
    [61.5, '01:01'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [86399, '23:59:59'],
    [360000, '100:00:00'],
  ])('formatDuration(%s) is %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'formatDuration(%s) is 00:00',
    (seconds) => {
      expect(formatDuration(seconds)).toBe('00:00');
    },
  );

  it('reads back as the floored number of seconds, mm:ss under an hour and hh:mm:ss from one', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (seconds) => {
        const text = formatDuration(seconds);
        const parts = text.split(':').map(Number);
        if (seconds < 3600) expect(text).toMatch(/^[0-5]\d:[0-5]\d$/);
        else expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
        const back = parts.reduce((acc, p) => acc * 60 + p, 0);
        expect(back).toBe(Math.floor(seconds));
      }),
    );
  });
});
