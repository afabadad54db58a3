// The blind panel tool's pure parts (npm run panel, tests/gallery/panel/): result names read
// back, the seeded balanced sides and order, the judge's files checked, and the arithmetic of
// the A/B tally and of the style-recognition tally.
import { readItemAnswers, readItemKey, readPairAnswers, readPairKey, type PairKey } from '../../gallery/panel/files';
import { parseResultName, resultFileName } from '../../gallery/panel/names';
import { namesStyle, tallyRecognition } from '../../gallery/panel/recognition';
import { panelChance } from '../../gallery/panel/shuffle';
import { tallyLines, tallyPairs } from '../../gallery/panel/tally';
import { TOOL_IDS, toolOf } from '../../../src/rules/catalog';

describe('result names', () => {
  it('reads back every tool and style, with a - in the style or the sample', () => {
    for (const tool of TOOL_IDS)
      for (const style of toolOf(tool).styles)
        for (const sample of ['man', 'older-man']) {
          const name = { tool, style, sample, seed: 12, ext: 'png' };
          expect(parseResultName(resultFileName(name))).toEqual(name);
        }
    expect(resultFileName({ tool: 'video3d', style: 'zoom-in', sample: 'older-man', seed: 1, ext: 'mp4' })).toBe(
      'video3d-zoom-in-older-man-s1.mp4',
    );
  });

  it('is no result for a photo or another file', () => {
    for (const file of ['woman-photo.png', 'key.json', 'pair-01.png', 'avatar-nostyle-woman-s1.png', 'avatar-pix_anime--s1.png'])
      expect(parseResultName(file)).toBeUndefined();
  });
});

describe('panelChance', () => {
  it('puts A first in half the pairs (one more or less when odd), whatever the seed', () => {
    for (const seed of [1, 7, 99])
      for (let count = 0; count <= 41; count++) {
        const firsts = panelChance(seed).aFirst(count).filter(Boolean).length;
        expect(firsts).toBeGreaterThanOrEqual(Math.floor(count / 2));
        expect(firsts).toBeLessThanOrEqual(Math.ceil(count / 2));
      }
  });

  it('draws the same panel from the same seed, another from another seed', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const draw = (seed: number) => {
      const chance = panelChance(seed);
      return { order: chance.order(items), firsts: chance.aFirst(items.length) };
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
    expect([...draw(7).order].sort((a, b) => a - b)).toEqual(items);
    // Not left as they came, nor A always first.
    expect(draw(7).order).not.toEqual(items);
    expect(new Set(draw(7).firsts).size).toBe(2);
  });
});

describe("the judge's files", () => {
  it('takes a pair as a number or a string, and scores on either sides', () => {
    const answers = readPairAnswers(
      JSON.stringify([
        { pair: 1, prefer: 'left', left: 2, right: 1, why: 'eyes' },
        { pair: '2', prefer: 'alike', top: 0, bottom: 3 },
      ]),
    );
    expect(answers).toEqual([
      { pair: '01', prefer: 'left', left: 2, right: 1, why: 'eyes' },
      { pair: '02', prefer: 'alike', top: 0, bottom: 3 },
    ]);
  });

  it('says what is wrong with a bad file, and where', () => {
    expect(() => readPairAnswers('[{"pair":"01",')).toThrow(/^answers\.json is not JSON/);
    expect(() => readPairAnswers('{"pair":"01"}')).toThrow('answers.json should be array');
    expect(() => readPairAnswers('[{"pair":"01","prefer":"A","left":1,"right":2}]')).toThrow(
      'answers.json[0].prefer should be one of left/right/top/bottom/alike',
    );
    expect(() => readPairAnswers('[{"pair":"01","prefer":"left","left":5,"right":2}]')).toThrow('answers.json[0].left');
    expect(() => readPairAnswers('[{"prefer":"left","left":1,"right":2}]')).toThrow('answers.json[0].pair');
    expect(() => readItemAnswers('[{"item":"01","style":"anime"}]')).toThrow('answers.json[0].score');
  });

  it("reads the old _look scripts' keys (a bare list)", () => {
    expect(readPairKey('[{"pair":"01","file":"f.png","A":"right"}]').pairs).toEqual([
      { pair: '01', file: 'f.png', aSide: 'right' },
    ]);
    expect(readItemKey('[{"item":"03","file":"f.png"}]').items).toEqual([{ item: '03', file: 'f.png' }]);
  });
});

describe('tallyPairs', () => {
  const key: PairKey = {
    a: 'main',
    b: 'branch',
    seed: 7,
    pairs: [
      { pair: '01', file: 'avatar-pix_anime-woman-s1.png', aSide: 'left' },
      { pair: '02', file: 'avatar-pix_anime-man-s1.png', aSide: 'right' },
      { pair: '03', file: 'avatar-cartoon-woman-s1.png', aSide: 'right' },
      { pair: '04', file: 'gif-smile-woman-s1.gif', aSide: 'bottom' },
      { pair: '05', file: 'avatar-cartoon-man-s1.png', aSide: 'left' },
      { pair: '06', file: 'avatar-cartoon-man-s2.png', aSide: 'left' },
    ],
  };
  const answers = readPairAnswers(
    JSON.stringify([
      // A on the left, kept: A.
      { pair: '01', prefer: 'left', left: 3, right: 1 },
      // A on the right, the left kept: B; the scores follow the sides.
      { pair: '02', prefer: 'left', left: 2, right: 0 },
      { pair: '03', prefer: 'alike', left: 1, right: 1 },
      // A at the bottom, kept: A.
      { pair: '04', prefer: 'bottom', top: 1, bottom: 2 },
      // A still pair answered as a clip: not counted.
      { pair: '05', prefer: 'top', top: 1, bottom: 2 },
      // 06 has no answer; 07 is not in the key.
      { pair: '07', prefer: 'left', left: 1, right: 2 },
    ]),
  );
  const tally = tallyPairs(key, answers);

  it('counts which version was kept and each version’s score, whichever side it was on', () => {
    expect(tally.rows.map((row) => [row.pair, row.verdict, row.scoreA, row.scoreB])).toEqual([
      ['01', 'A', 3, 1],
      ['02', 'B', 0, 2],
      ['03', 'alike', 1, 1],
      ['04', 'A', 2, 1],
    ]);
    expect(tally.totals).toEqual({ a: 2, b: 1, alike: 1, meanA: 1.5, meanB: 1.25, pairs: 4 });
  });

  it('lists missing and unfitting answers apart, counted nowhere', () => {
    expect(tally.missing).toEqual(['06']);
    expect(tally.problems).toEqual(['pair 05: prefers top, but its sides are left/right', 'pair 07: not in the key']);
    const needsScore = tallyPairs(key, readPairAnswers('[{"pair":"01","prefer":"right","left":2}]'));
    expect(needsScore.problems).toEqual(['pair 01: needs a score for right']);
    expect(needsScore.totals.pairs).toBe(0);
  });

  it('lists a second answer to one pair, counts the first, and prints no NaN for no counted pair', () => {
    const twice = tallyPairs(
      key,
      readPairAnswers('[{"pair":"01","prefer":"left","left":3,"right":1},{"pair":"01","prefer":"right","left":0,"right":3}]'),
    );
    expect(twice.problems).toEqual(['pair 01: answered more than once, the first counted']);
    expect(twice.rows.map((row) => row.verdict)).toEqual(['A']);
    const none = tallyPairs(key, readPairAnswers('[]'));
    expect(tallyLines(key, none).join('\n')).not.toContain('NaN');
    expect(tallyLines(key, none)).toContain('A kept 0, B kept 0, alike 0; mean score A – → B – (0 pairs)');
  });

  it('totals each style apart and prints the totals', () => {
    expect(tally.byStyle.map(({ style, totals }) => [style, totals.a, totals.b, totals.alike])).toEqual([
      ['avatar pix/anime', 1, 1, 0],
      ['avatar cartoon', 0, 0, 1],
      ['gif smile', 1, 0, 0],
    ]);
    expect(tallyLines(key, tally)).toContain('A kept 2, B kept 1, alike 1; mean score A 1.50 → B 1.25 (4 pairs)');
  });
});

describe('tallyRecognition', () => {
  it("accepts the style's own word or the picker's name, in any spelling", () => {
    expect(namesStyle('avatar-pix_penink-woman-s1.png', 'Pen-and-ink sketch')).toBe(true);
    expect(namesStyle('avatar-pix_penink-woman-s1.png', 'penink')).toBe(true);
    expect(namesStyle('avatar-portrait-woman-s1.png', 'pencil portrait')).toBe(true);
    expect(namesStyle('avatar-clip_celebrity-man-s1.png', 'Celebrity look-alike')).toBe(true);
    expect(namesStyle('avatar-pix_anime-woman-s1.png', 'Pixar 3D')).toBe(false);
    expect(namesStyle('avatar-pix_pixar-woman-s1.png', 'anime')).toBe(false);
  });

  it('matches whole words, and counts an answer naming two styles as neither', () => {
    // Letters run together, "woman" held gif's man and "crying" its cry.
    expect(namesStyle('gif-man-woman-s1.gif', 'woman, a crying face')).toBe(false);
    expect(namesStyle('gif-cry-woman-s1.gif', 'woman, a crying face')).toBe(true);
    expect(namesStyle('gif-man-man-s1.gif', 'Uncle')).toBe(true);
    // A hedge is not a name.
    expect(namesStyle('avatar-pix_anime-woman-s1.png', 'anime or pixar')).toBe(false);
    expect(namesStyle('avatar-pix_pixar-woman-s1.png', 'anime or pixar')).toBe(false);
    // A name inside another's words is not a second name: "side glance" is glance, once.
    expect(namesStyle('gif-glance-man-s1.gif', 'Side glance')).toBe(true);
  });

  it('counts the styles named, sure answers right and wrong, and the scores per style', () => {
    const key = readItemKey(
      JSON.stringify({
        seed: 3,
        items: [
          { item: '01', file: 'avatar-pix_anime-woman-s1.png' },
          { item: '02', file: 'avatar-pix_anime-man-s1.png' },
          { item: '03', file: 'avatar-cartoon-man-s1.png' },
          { item: '04', file: 'avatar-cartoon-woman-s1.png' },
        ],
      }),
    );
    const result = tallyRecognition(
      key,
      readItemAnswers(
        JSON.stringify([
          { item: 1, style: 'Anime', sure: true, score: 2 },
          { item: 2, style: 'cartoon', sure: true, score: 1 },
          { item: 3, style: 'cartoon', score: 3 },
        ]),
      ),
    );
    expect([result.named, result.sureAndRight, result.sureAndWrong]).toEqual([2, 1, 1]);
    expect(result.meanScore).toBe(2);
    expect(result.missing).toEqual(['04']);
    expect(result.byStyle).toEqual([
      { style: 'avatar pix/anime', items: 2, named: 1, meanScore: 1.5, scores: [2, 1] },
      { style: 'avatar cartoon', items: 1, named: 1, meanScore: 3, scores: [3] },
    ]);
  });
});
