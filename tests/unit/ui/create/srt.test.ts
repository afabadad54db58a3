import { describe, expect, it } from 'vitest';
import { draftCues, formatSrtTime, isValidCue, toSrt } from '../../../../src/features/tools/srt';

describe('formatSrtTime', () => {
  it('formats hh:mm:ss,mmm with zero padding', () => {
    expect(formatSrtTime(0)).toBe('00:00:00,000');
    expect(formatSrtTime(3.5)).toBe('00:00:03,500');
    expect(formatSrtTime(61.042)).toBe('00:01:01,042');
    expect(formatSrtTime(3600 + 23 * 60 + 45.678)).toBe('01:23:45,678');
    expect(formatSrtTime(100 * 3600)).toBe('100:00:00,000');
  });

  it('rounds to the millisecond, carrying into seconds', () => {
    expect(formatSrtTime(1.0004)).toBe('00:00:01,000');
    expect(formatSrtTime(1.9996)).toBe('00:00:02,000');
    expect(formatSrtTime(59.9999)).toBe('00:01:00,000');
  });

  it('treats negative and non-finite times as 0', () => {
    expect(formatSrtTime(-2)).toBe('00:00:00,000');
    expect(formatSrtTime(Number.NaN)).toBe('00:00:00,000');
    expect(formatSrtTime(Number.POSITIVE_INFINITY)).toBe('00:00:00,000');
  });
});

describe('toSrt', () => {
  it('numbers cues from 1, sorted by start, separated by one blank line', () => {
    const srt = toSrt([
      { start: 3, end: 6, text: '第二句' },
      { start: 0, end: 3, text: '第一句' },
    ]);
    expect(srt).toBe('1\n00:00:00,000 --> 00:00:03,000\n第一句\n\n2\n00:00:03,000 --> 00:00:06,000\n第二句\n');
  });

  it('keeps multi-line text but drops blank lines inside a cue, and skips empty or invalid cues', () => {
    const srt = toSrt([
      { start: 0, end: 2, text: '  上一行\n\n下一行 ' },
      { start: 2, end: 4, text: '   ' },
      { start: 5, end: 4, text: '倒序' },
      { start: 6, end: 8, text: 'ok' },
    ]);
    expect(srt).toBe('1\n00:00:00,000 --> 00:00:02,000\n上一行\n下一行\n\n2\n00:00:06,000 --> 00:00:08,000\nok\n');
  });

  it('is empty for no cues', () => {
    expect(toSrt([])).toBe('');
  });
});

describe('draftCues and isValidCue', () => {
  it('cuts the duration into 3 s cues, the last ending at the duration', () => {
    const cues = draftCues(7.2, (n) => `第 ${n} 句字幕`);
    expect(cues).toEqual([
      { start: 0, end: 3, text: '第 1 句字幕' },
      { start: 3, end: 6, text: '第 2 句字幕' },
      { start: 6, end: 7.2, text: '第 3 句字幕' },
    ]);
    expect(draftCues(6, String)).toHaveLength(2);
  });

  it('gives one cue when the duration is unknown', () => {
    expect(draftCues(0, String)).toEqual([{ start: 0, end: 3, text: '1' }]);
  });

  it('accepts only start >= 0 and end > start', () => {
    expect(isValidCue({ start: 0, end: 0.1, text: '' })).toBe(true);
    expect(isValidCue({ start: 1, end: 1, text: '' })).toBe(false);
    expect(isValidCue({ start: -1, end: 1, text: '' })).toBe(false);
    expect(isValidCue({ start: Number.NaN, end: 1, text: '' })).toBe(false);
  });
});
