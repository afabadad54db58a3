// A result's download name and its name inside a zip are made from what the server sent (the
// resource id, the style): whatever those hold, the file saved is one plain name in one folder
// — no path, no traversal, nothing invisible or reordering, a length every file system takes,
// its extension kept, never empty, and no two entries of one zip the same (not even by case).
import type { TaskRun } from '../../../src/models/taskRun';
import nock from 'nock';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { runNames } from '../../../src/features/generate/run/runNames';
import { switchLocale } from '../../../src/locales/active';
import { safeFileName } from '../../../src/utils/untrusted';
import { resourceFileName } from '../../../src/features/generate/save/resourceNames';
import { buildZip } from '../../../src/features/generate/save/zipDownload';
import type { Resource } from '../../../src/services/types';
import { resource } from '../../testing/fixtures';
import { useNock } from '../../testing/nock';

useNock();

const HOSTILE_IDS = [
  '../../../etc/passwd',
  '/etc/cron.d/x',
  'C:\\Windows\\System32\\x',
  '\\\\server\\share\\x',
  'nul\u0000byte',
  'x'.repeat(2000),
  '中'.repeat(2000),
  'line\nRefund: 9999\r\nmore',
  '\u202Egnp.exe',
  'zero\u200Bwidth\u2066isolate\u2069\uFEFF',
  '..',
  '',
  'CASE',
  'case',
];
const hostile = (resId: string, i: number): Resource => resource(resId, { url: `http://cdn.test/r${i}.png` });
/** A tool this app does not know keeps the server's style as its name: hostile too. */
const hostileStyle = (i: number): Resource =>
  resource('s1', { url: `http://cdn.test/r${i}.png`, typ: 'unknown', style: '../sty\u202Ele/..\n/etc' });

// What no saved name may hold: a path separator, a control, format (bidi, zero-width) or
// other invisible code point, a line or paragraph separator.
const FORBIDDEN = /[/\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

function expectPlainName(name: string) {
  expect(name, JSON.stringify(name)).not.toMatch(FORBIDDEN);
  expect(name.startsWith('.'), name).toBe(false);
  expect(utf8Bytes(name), name).toBeLessThanOrEqual(255);
  expect(name).toMatch(/^Miao-.+\.png$/);
}

describe('a single download’s file name', () => {
  it.each(HOSTILE_IDS.map((id, i) => [JSON.stringify(id).slice(0, 40), id, i] as const))(
    'is one plain name for the id %s',
    (_shown, id, i) => {
      expectPlainName(resourceFileName(hostile(id, i)));
    },
  );

  it('is one plain name for a hostile style', () => {
    expectPlainName(resourceFileName(hostileStyle(0)));
  });

  it('keeps an ordinary name as it was', () => {
    expect(resourceFileName(resource('r1', { style: 'pixar' }))).toBe('Miao-头像风格-皮克斯-r1.png');
  });
});

describe('the names inside a zip', () => {
  it('are plain, bounded, keep their extension and are unique (also by letter case)', async () => {
    const items = [...HOSTILE_IDS.map(hostile), hostileStyle(HOSTILE_IDS.length)];
    const cdn = nock('http://cdn.test');
    items.forEach((_item, i) => cdn.get(`/r${i}.png`).reply(200, Buffer.from(`file ${i}`)));
    const { zip, saved, failed } = await buildZip(items);
    expect({ saved, failed }).toEqual({ saved: items.length, failed: 0 });
    const entries = unzipSync(zip);
    const names = Object.keys(entries);
    expect(names).toHaveLength(items.length);
    names.forEach(expectPlainName);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(items.length);
    // Every file is there, each under its own name.
    expect(new Set(Object.values(entries).map((bytes) => Buffer.from(bytes).toString())).size).toBe(items.length);
  });
});

describe('a run’s title, which names its zip too, lists its styles in the language in use', () => {
  const run: Pick<TaskRun, 'tool' | 'styles' | 'count'> = {
    tool: 'watercolor',
    styles: ['cezanne', 'monet', 'ukiyoe'],
    count: 2,
  };

  afterEach(async () => {
    await switchLocale('zh-CN', { persist: false });
  });

  it('zh-CN: the 顿号', () => {
    expect(runNames(run)).toBe('塞尚、莫奈、浮世绘 × 2');
  });

  it('English: commas, no Chinese list mark in the title or the zip name', async () => {
    await switchLocale('en', { persist: false });
    expect(runNames(run)).toBe('Cézanne, Monet, Ukiyo-e × 2');
    expect(safeFileName(`Miao-${runNames(run)}-abc123.zip`)).not.toContain('、');
  });
});
