// The guard on values from outside (src/utils/untrusted): file names, copied lines and fetched
// media, rule by rule. Where the user meets them: tests/unit/features/savedFileNames.test.ts,
// tests/unit/ui/generate/copiedDetails.test.tsx, tests/integration/rerunMedia.test.ts,
// tests/unit/ui/user/loginReturnTampered.test.tsx (the return address; its rule's cases are in
// tests/unit/features/returnTo.test.ts).
import { describe, expect, it } from 'vitest';
import {
  fetchableMedia,
  MAX_FILE_NAME_BYTES,
  MAX_LINE_FIELD,
  oneLine,
  safeFileName,
  uniqueFileNames,
} from '../../../src/utils/untrusted';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd.png', '_.._etc_passwd.png'],
    ['/abs/x.png', '_abs_x.png'],
    ['C:\\Windows\\x.mp4', 'C__Windows_x.mp4'],
    ['a\u0000b.png', 'a b.png'],
    ['a\nb\r\n\tc.png', 'a b c.png'],
    ['\u202Egnp.exe', 'gnp.exe'],
    ['zero\u200Bwidth\u2066x\u2069\uFEFF.gif', 'zerowidthx.gif'],
    ['a:b*c?"<>|.png', 'a_b_c_____.png'],
    ['..', 'file'],
    ['.png', 'file.png'],
    ['', 'file'],
    ['   ', 'file'],
    ['name. . .', 'name'],
    ['CON.png', '_CON.png'],
    ['lpt1', '_lpt1'],
    ['Miao-头像风格-皮克斯-r1.PNG', 'Miao-头像风格-皮克斯-r1.PNG'],
  ])('%j → %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('cuts a long name to the byte limit, keeps its extension, and never splits a character', () => {
    for (const raw of [`${'x'.repeat(2000)}.png`, `${'中'.repeat(2000)}.mp4`, `${'😀'.repeat(2000)}.gif`]) {
      const safe = safeFileName(raw);
      expect(bytes(safe)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(bytes(safe)).toBeGreaterThan(MAX_FILE_NAME_BYTES - 4);
      expect(safe.slice(-4)).toBe(raw.slice(-4));
      expect(safe).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });
});

describe('uniqueFileNames', () => {
  it('numbers a name already given, by letter case too, before the extension and within the byte limit', () => {
    const nameOf = uniqueFileNames();
    expect(['a.png', 'a.png', 'A.PNG', 'b', 'b'].map(nameOf)).toEqual(['a.png', 'a (2).png', 'A (3).PNG', 'b', 'b (2)']);
    const long = `${'中'.repeat(500)}.png`;
    const [first, second] = [nameOf(long), nameOf(long)];
    expect(second).toMatch(/ \(2\)\.png$/);
    expect(bytes(second)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(second).not.toBe(first);
  });

  it('starts afresh for each archive', () => {
    expect(uniqueFileNames()('a.png')).toBe('a.png');
    expect(uniqueFileNames()('a.png')).toBe('a.png');
  });
});

describe('oneLine', () => {
  it('keeps a plain value, numbers included', () => {
    expect(oneLine('T-1')).toBe('T-1');
    expect(oneLine(10)).toBe('10');
  });

  it('puts a value with breaks on one line and removes what cannot be seen', () => {
    expect(oneLine('pixar\nRefund: 9999\r\n\u2028\u2029x')).toBe('pixar Refund: 9999 x');
    expect(oneLine('r1\u202Eexe.png\u200B\u2066\u200D')).toBe('r1exe.png');
    expect(oneLine('\u0000\u0007a\u0085b')).toBe('a b');
  });

  it('cuts a long value with an ellipsis, at most the limit, never splitting a character', () => {
    const cut = oneLine('A'.repeat(1024 * 1024));
    expect([...cut]).toHaveLength(MAX_LINE_FIELD);
    expect(cut.endsWith('A…')).toBe(true);
    expect(oneLine('😀'.repeat(10), 4)).toBe('😀😀😀…');
    expect(oneLine('x'.repeat(MAX_LINE_FIELD))).toBe('x'.repeat(MAX_LINE_FIELD));
  });
});

describe('fetchableMedia (MIAO_MEDIA_HOSTS is cdn.test in the tests)', () => {
  it('answers http(s) on a media host', () => {
    expect(fetchableMedia('http://cdn.test/src.png')).toBe('http://cdn.test/src.png');
    expect(fetchableMedia('HTTPS://CDN.TEST/a.png?sign=1')).toBe('https://cdn.test/a.png?sign=1');
  });

  it.each([
    'http://evil.test/src.png',
    'http://cdn.test.evil.test/src.png',
    'http://cdn.test:8443/src.png',
    'http://cdn.test@evil.test/src.png',
    'http://user:pass@cdn.test/src.png',
    'javascript:fetch("http://cdn.test/")',
    'data:image/png;base64,AAAA',
    'blob:http://cdn.test/uuid',
    '//cdn.test/src.png',
    '',
    42,
  ])('refuses %j', (raw) => {
    expect(fetchableMedia(raw)).toBeNull();
  });
});
