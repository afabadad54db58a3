// The stand-in's example pictures speak no language (issue 33: the English interface showed
// 皮克斯 · 原图 and 写实 · 效果 drawn into them): the app captions each picture in the page's
// language, so none of them has words drawn in.
import { describe, expect, it } from 'vitest';
import { allExampleLabels } from '../../src/rules/catalog';
import { exampleKey, exampleMedia } from './catalog';

const LABELS: ReadonlySet<string> = new Set(allExampleLabels());

describe('example pictures', () => {
  it('have no words drawn in them', async () => {
    const keys = [...LABELS].map((label) => exampleKey(label)).filter((key) => key.endsWith('.svg'));
    const drawn = await Promise.all(
      keys.map(async (key) => ({ key, svg: (await exampleMedia(key, LABELS))?.bytes.toString('utf8') ?? '' })),
    );
    expect(drawn.length).toBeGreaterThan(10);
    for (const { key, svg } of drawn) {
      expect(svg, key).toContain('<svg');
      expect(svg, key).not.toMatch(/<text[\s>]/);
      expect(svg, key).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
    }
  });
});
