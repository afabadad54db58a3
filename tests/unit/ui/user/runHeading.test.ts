// A run's heading in my resources (src/pages/user/format.ts): its tool, styles and count in the
// language in use, and when it was made on the user's clock — 今天 / 昨天 / a date, the time
// of day as the language writes it.
import { describe, expect, it } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { user as enUser } from '../../../../src/locales/en/user';
import { user as zhUser } from '../../../../src/locales/zh-CN/user';
import { runTitle, runWhen } from '../../../../src/pages/user/format';
import { resource } from '../../../testing/fixtures';

const zh = zhUser.resources;
const en = enUser.resources;
// 2030-11-05 10:00 in Shanghai (UTC+8, no summer time).
const NOW = Date.UTC(2030, 10, 5, 2, 0);
const shanghai = (day: number, hour: number, minute: number, month = 10, year = 2030) =>
  Date.UTC(year, month, day, hour - 8, minute);
const clock = { now: NOW, timeZone: 'Asia/Shanghai' };

describe('runWhen', () => {
  it('zh-CN: 今天 / 昨天 with the 24-hour time, else the month and day', () => {
    expect(runWhen(shanghai(5, 14, 5), 'zh-CN', zh, clock)).toBe('今天 14:05');
    expect(runWhen(shanghai(5, 0, 0), 'zh-CN', zh, clock)).toBe('今天 00:00');
    expect(runWhen(shanghai(4, 9, 12), 'zh-CN', zh, clock)).toBe('昨天 09:12');
    expect(runWhen(shanghai(4, 23, 59), 'zh-CN', zh, clock)).toBe('昨天 23:59');
    expect(runWhen(shanghai(3, 14, 5), 'zh-CN', zh, clock)).toBe('11月3日 14:05');
  });

  it('another year’s date says its year', () => {
    expect(runWhen(shanghai(3, 14, 5, 10, 2029), 'zh-CN', zh, clock)).toBe('2029年11月3日 14:05');
    expect(runWhen(shanghai(3, 14, 5, 10, 2029), 'en', en, clock)).toMatch(/^Nov 3, 2029, 2:05\sPM$/);
  });

  it('English: Today / Yesterday with the 12-hour time, else the short month and day', () => {
    expect(runWhen(shanghai(5, 14, 5), 'en', en, clock)).toMatch(/^Today 2:05\sPM$/);
    expect(runWhen(shanghai(4, 9, 12), 'en', en, clock)).toMatch(/^Yesterday 9:12\sAM$/);
    expect(runWhen(shanghai(3, 14, 5), 'en', en, clock)).toMatch(/^Nov 3, 2:05\sPM$/);
  });

  it('reads the day and the hour on the user’s clock, not UTC’s', () => {
    // 2030-11-05 01:30 in Shanghai is still 11-04 in UTC and 11-04 12:30 in New York.
    const at = shanghai(5, 1, 30);
    expect(runWhen(at, 'zh-CN', zh, clock)).toBe('今天 01:30');
    expect(runWhen(at, 'zh-CN', zh, { now: NOW, timeZone: 'UTC' })).toBe('昨天 17:30');
    expect(runWhen(at, 'zh-CN', zh, { now: NOW, timeZone: 'America/New_York' })).toBe('今天 12:30');
  });

  it('yesterday across a month’s and a year’s end', () => {
    const newYear = { now: Date.UTC(2031, 0, 1, 2, 0), timeZone: 'Asia/Shanghai' };
    expect(runWhen(shanghai(31, 20, 0, 11, 2030), 'zh-CN', zh, newYear)).toBe('昨天 20:00');
    expect(runWhen(shanghai(30, 20, 0, 11, 2030), 'zh-CN', zh, newYear)).toBe('2030年12月30日 20:00');
  });

  it('a moment that is not a date gives nothing to show', () => {
    expect(runWhen(Number.NaN, 'zh-CN', zh, clock)).toBe('');
    expect(runWhen(1e20, 'zh-CN', zh, clock)).toBe('');
  });
});

describe('runTitle', () => {
  const item = resource('r1', { style: 'pix/anime', settings: { styles: ['pix/pixar', 'pix/anime'], count: 2 } });

  it('names the tool, the run’s styles with the language’s list mark, and the results per style', async () => {
    expect(runTitle(item, zh)).toBe('头像风格 · 皮克斯、动漫 × 2');
    await switchLocale('en', { persist: false });
    expect(runTitle(item, en)).toBe('Avatar styles · Pixar, Anime × 2');
  });

  it('an older server’s result (no settings) is named by its own style, once', () => {
    expect(runTitle(resource('r2', { style: 'pix/disney' }), zh)).toBe('头像风格 · 迪士尼');
  });

  it('an HD result’s run says 高清 / HD, not its original’s name alone', async () => {
    const hd = resource('r3', {
      typ: 'cartoon',
      style: 'cartoon',
      settings: { styles: ['cartoon'], count: 1, scale: 2, hdOf: 'r0' },
    });
    expect(runTitle(hd, zh)).toBe('卡通化 · 卡通 · 高清');
    await switchLocale('en', { persist: false });
    expect(runTitle(hd, en)).toBe('Cartoonize · Cartoon · HD');
    // Its original, the same settings at scale 1, is named without it.
    expect(runTitle({ ...hd, settings: { styles: ['cartoon'], count: 1 } }, en)).toBe('Cartoonize · Cartoon');
  });

  it('a run that continues from the page before says so in each language', () => {
    expect(zh.runContinued('头像风格 · 皮克斯')).toBe('头像风格 · 皮克斯（续）');
    expect(en.runContinued('Avatar styles · Pixar')).toBe('Avatar styles · Pixar (cont.)');
  });
});
