import fc from 'fast-check';
import { formatDuration, localDateTime } from '../../../src/utils/time';

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

describe('localDateTime', () => {
  const MOMENT = Date.UTC(2026, 10, 23, 9, 0, 0);
  it.each([
    ['Shanghai', 480, '2026-11-23 17:00:00 UTC+08:00'],
    ['London in winter', 0, '2026-11-23 09:00:00 UTC+00:00'],
    ['St John’s', -210, '2026-11-23 05:30:00 UTC-03:30'],
    ['Kathmandu', 345, '2026-11-23 14:45:00 UTC+05:45'],
    ['Kiribati, across the date line', 840, '2026-11-23 23:00:00 UTC+14:00'],
    ['Baker Island, the day before', -720, '2026-11-22 21:00:00 UTC-12:00'],
  ])('on a clock in %s (%s min ahead) the moment reads %s', (_where, ahead, expected) => {
    expect(localDateTime(MOMENT, ahead)).toBe(expected);
  });

  it('by default reads the browser’s own clock', () => {
    const ahead = -new Date(MOMENT).getTimezoneOffset();
    expect(localDateTime(MOMENT)).toBe(localDateTime(MOMENT, ahead));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1])('a moment that is not a date (%s) reads as nothing', (ms) => {
    expect(localDateTime(ms, 0)).toBe('');
  });
});
