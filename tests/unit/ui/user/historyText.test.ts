// What a points-history line says it was for (src/pages/user/historyText.ts entryPurpose), in
// both catalogues: a charge for an HD result (the entry names the result it made bigger, hdOf)
// says HD instead of a count; an ordinary run's charge and a refund keep their words.
import { describe, expect, it } from 'vitest';
import { catalog as enCatalog } from '../../../../src/locales/en/catalog';
import { user as enUser } from '../../../../src/locales/en/user';
import type { Catalogue } from '../../../../src/locales/types';
import { catalog as zhCatalog } from '../../../../src/locales/zh-CN/catalog';
import { user as zhUser } from '../../../../src/locales/zh-CN/user';
import { styleNameIn } from '../../../../src/locales/names';
import { isToolId } from '../../../../src/rules/catalog';
import { entryPurpose, runLink, type Names } from '../../../../src/pages/user/historyText';
import type { HistoryEntry } from '../../../../src/services/types';

/** Tool and style names read from one catalogue, not the language in use. */
const namesIn = (catalog: Catalogue['catalog']): Names => ({
  tool: (tool) => (isToolId(tool) ? catalog.tools[tool] : catalog.unknownTool),
  style: (tool, style) => styleNameIn(catalog, tool, style),
});
const LANGUAGES = [
  { language: 'zh-CN', t: zhUser.history, names: namesIn(zhCatalog) },
  { language: 'en', t: enUser.history, names: namesIn(enCatalog) },
] as const;

const AT = Date.UTC(2026, 10, 25, 6, 30);
const hdCharge: HistoryEntry = {
  id: 'e9',
  kind: 'charge',
  amount: -8,
  balance: 92,
  at: AT,
  tool: 'cartoon',
  styles: ['cartoon'],
  count: 1,
  taskId: 't-hd',
  hdOf: 'r-1',
};
const { hdOf: _none, ...runCharge } = { ...hdCharge, amount: -4, taskId: 't-1' };

describe('entryPurpose: an HD charge', () => {
  it.each(LANGUAGES)('$language: says HD, with the tool and the style', ({ language, t, names }) => {
    const expected = language === 'en' ? 'Cartoonize · Cartoon · HD' : '卡通化 · 卡通 · 高清';
    expect(entryPurpose(hdCharge, t, names)).toBe(expected);
  });

  it.each(LANGUAGES)('$language: the same charge without hdOf is an ordinary run of one result', ({ language, t, names }) => {
    const expected = language === 'en' ? 'Cartoonize · Cartoon · 1 result' : '卡通化 · 卡通 · 1 个结果';
    expect(entryPurpose(runCharge, t, names)).toBe(expected);
  });

  it('an HD charge of a style the app does not know keeps its key, as any line does', () => {
    const entry: HistoryEntry = { ...hdCharge, tool: 'tti', styles: ['9999'] };
    expect(entryPurpose(entry, zhUser.history, namesIn(zhCatalog))).toBe('文字生成图片 · 9999 · 高清');
  });

  it('a refund of an HD result is still a refund (its reason, no HD)', () => {
    const refund: HistoryEntry = { ...hdCharge, kind: 'refund', amount: 8, reason: 'failed' };
    expect(entryPurpose(refund, zhUser.history, namesIn(zhCatalog))).toBe('卡通化 · 卡通 · 生成失败，自动退回');
    expect(entryPurpose(refund, enUser.history, namesIn(enCatalog))).toBe(
      'Cartoonize · Cartoon · failed, refunded automatically',
    );
  });
});

// Issue 33 (minor 16): variations are called variations, with how many; every line of a run links to it.
describe('entryPurpose: a charge for variations', () => {
  const variations: HistoryEntry = { ...runCharge, amount: -20, tool: 'tti', styles: ['1000'], count: 4, variationsOf: 'r-1' };

  it.each(LANGUAGES)('$language: says variations ×N, not "4 results"', ({ language, t, names }) => {
    const expected = language === 'en' ? 'Text to image · Realistic · Variations ×4' : '文字生成图片 · 写实 · 变体 ×4';
    expect(entryPurpose(variations, t, names)).toBe(expected);
  });

  it('the same run without variationsOf (four chosen in the workspace) is four results', () => {
    const { variationsOf: _of, ...chosen } = variations;
    expect(entryPurpose(chosen, zhUser.history, namesIn(zhCatalog))).toBe('文字生成图片 · 写实 · 4 个结果');
  });
});

describe('runLink: where a line’s run is', () => {
  it('my resources with the run’s taskId; none for a line of no run', () => {
    expect(runLink({ taskId: 't-1' })).toBe('/user?tab=resources&run=t-1');
    expect(runLink({ taskId: 'a b&c' })).toBe('/user?tab=resources&run=a+b%26c');
    expect(runLink({})).toBeUndefined();
    expect(runLink({ taskId: '' })).toBeUndefined();
  });
});
