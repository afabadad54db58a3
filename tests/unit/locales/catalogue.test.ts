// The English catalogue is complete and English: every key of zh-CN is there with the same
// kind (text, message function, group), every message function answers with text for the
// arguments it is given, and no English text carries Chinese (a forgotten string would).
import { describe, expect, it } from 'vitest';
import { catalogue as en } from '../../../src/locales/en';
import { catalogue as zh } from '../../../src/locales/zh-CN';
import type { InputProblem } from '../../../src/rules/input';
import { articles } from '../../../src/pages/blog/articles';
import { articlesEn } from '../../../src/pages/blog/articles.en';
import { agreement, privacy } from '../../../src/pages/contract/contractText';
import { agreementEn, privacyEn } from '../../../src/pages/contract/contractText.en';
import { PHONE_LOGIN_WORDS } from '../../../src/features/auth/phoneLoginWords';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

type Leaf = { path: string; kind: 'text' | 'function' | 'group' };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, kind: 'text' }];
  if (typeof value === 'function') return [{ path, kind: 'function' }];
  if (typeof value === 'object' && value !== null)
    return [{ path, kind: 'group' }, ...Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))];
  throw new Error(`${path}: a catalogue holds text and functions only, got ${typeof value}`);
}

/** Each message function called with numbers (1 and 3 for the plurals) and with strings. */
function texts(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const calls = [1, 3, 'X'].map((arg) => Array.from({ length: fn.length }, () => arg));
    return calls.map((args) => ({ path: `${path}(${args.join(', ')})`, text: String(fn(...args)) }));
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  return [];
}

describe('the English catalogue', () => {
  it('has every key of zh-CN, of the same kind, and no other', () => {
    const shape = (c: unknown) =>
      leaves(c)
        .map((l) => `${l.path}:${l.kind}`)
        .sort();
    expect(shape(en)).toEqual(shape(zh));
  });

  it('says everything in English: no Chinese in any text or any message a function builds', () => {
    const chinese = texts(en).filter(({ text }) => CJK.test(text));
    expect(chinese).toEqual([]);
  });

  it('never answers with an empty text', () => {
    expect(texts(en).filter(({ text }) => text.trim() === '')).toEqual([]);
  });

  it('describes every input problem in English', () => {
    const problems: InputProblem[] = [
      { kind: 'photoMissing' },
      { kind: 'photoType' },
      { kind: 'photoTooBig', bytes: 12 * 1024 * 1024, max: 10 * 1024 * 1024 },
      { kind: 'photoTooSmall', width: 100, height: 80, min: 256 },
      { kind: 'photoTooLarge', width: 5000, height: 300, max: 4096 },
      { kind: 'photoUnreadable' },
      { kind: 'textMissing' },
      { kind: 'textTooLong', width: 410, max: 400 },
      { kind: 'textLanguage', text: 'zh', voice: 'en' },
      { kind: 'textLanguage', text: 'en', voice: 'zh' },
    ];
    for (const problem of problems) {
      const text = en.input.describeProblem(problem, 'me.gif');
      expect(text).not.toMatch(CJK);
      expect(text).not.toBe(zh.input.describeProblem(problem, 'me.gif'));
    }
    expect(en.input.describeProblem({ kind: 'photoTooBig', bytes: 12 * 1024 * 1024, max: 10 * 1024 * 1024 })).toBe(
      'The photo is too large (12 MB). Please upload a picture of 10 MB or less.',
    );
  });

  it('plural messages agree with their number', () => {
    expect(en.common.account.points(1)).toBe('1 point');
    expect(en.common.account.points(120)).toBe('120 points');
    expect(en.create.subtitle.lines(1)).toBe('1 line');
    expect(en.user.resources.deleteManyTitle(2)).toBe('Delete the 2 selected creations?');
  });
});

describe('long-form content', () => {
  it('the English blog has the same articles (ids, kinds, dates) in English', () => {
    expect(articlesEn.map(({ id, kind, date }) => ({ id, kind, date }))).toEqual(
      articles.map(({ id, kind, date }) => ({ id, kind, date })),
    );
    for (const a of articlesEn) expect([a.title, a.summary, ...a.body].filter((t) => CJK.test(t))).toEqual([]);
    // Subheadings sit where they sit in the Chinese article.
    for (const [i, a] of articlesEn.entries())
      expect(a.body.map((p) => p.startsWith('## '))).toEqual(articles[i].body.map((p) => p.startsWith('## ')));
  });

  it('the English terms have the same sections in English', () => {
    expect([agreementEn.id, privacyEn.id]).toEqual([agreement.id, privacy.id]);
    expect(agreementEn.paragraphs).toHaveLength(agreement.paragraphs.length);
    expect(privacyEn.paragraphs).toHaveLength(privacy.paragraphs.length);
    for (const s of [agreementEn, privacyEn]) expect([s.title, ...s.paragraphs].filter((t) => CJK.test(t))).toEqual([]);
  });

  it("the phone sign-in sheet's words (kept with the sheet's chunk) are all in English", () => {
    const en = Object.values(PHONE_LOGIN_WORDS.en);
    expect(en).toHaveLength(Object.keys(PHONE_LOGIN_WORDS['zh-CN']).length);
    expect(en.filter((t) => CJK.test(t) || t.trim() === '')).toEqual([]);
  });
});
