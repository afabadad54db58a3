// The text-to-image vocabulary and how a prompt is read: hundreds of concepts in both
// languages, each drawn by a painter librsvg accepts in both looks; colours, counts, relations
// (on, in, under, beside) and people's looks read from Chinese and English; a prompt with
// nothing to draw told apart, with the words it understood.
import { drawSvg } from '../../adapters/image';
import { Canvas, mix } from './svgCanvas';
import { nothingToDraw, understand } from './refusal';
import { CONCEPTS, THINGS } from './vocabulary';
import { readPrompt } from './words';

const ids = (prompt: string) => readPrompt(prompt).things.map((mention) => mention.concept.id);
const relations = (prompt: string) => {
  const reading = readPrompt(prompt);
  return reading.relations
    .filter((r) => r.kind !== 'beside')
    .map((r) => [r.kind, reading.things[r.subject].concept.id, reading.things[r.object].concept.id]);
};

describe('the vocabulary', () => {
  it('has at least 300 concepts, each named in Chinese and English, in every group', () => {
    expect(CONCEPTS.length).toBeGreaterThanOrEqual(300);
    for (const concept of CONCEPTS) {
      expect(concept.zh.length, concept.id).toBeGreaterThan(0);
      expect(concept.en.length, concept.id).toBeGreaterThan(0);
    }
    const groups = new Set(CONCEPTS.map((concept) => concept.group));
    for (const group of [
      'person',
      'animal',
      'food',
      'building',
      'vehicle',
      'object',
      'plant',
      'setting',
      'weather',
      'season',
      'colour',
    ])
      expect(groups, group).toContain(group);
    expect(THINGS.length).toBeGreaterThanOrEqual(230);
  });

  it('draws every thing in both looks as SVG librsvg renders, each something of its own', async () => {
    for (const look of ['realistic', 'illustration'] as const) {
      const canvas = new Canvas(2000, 2000, look, 0);
      const drawn = new Set<string>();
      THINGS.forEach((concept, k) => {
        const drawing = concept.drawing;
        if (!drawing) throw new Error(`${concept.id} is not drawn`);
        const svg = drawing.painter({
          canvas,
          colour: drawing.colours[0],
          lit: (c) => mix(c, '#000000', 0),
          attributes: new Set(['glasses', 'smiling']),
        });
        // No element names an attribute twice (librsvg refuses the whole picture).
        for (const tag of svg.match(/<[^>]+>/g) ?? []) {
          const names = [...tag.matchAll(/\s([a-z-]+)="/g)].map((m) => m[1]);
          expect(new Set(names).size, `${concept.id}: ${tag}`).toBe(names.length);
        }
        expect(svg.length, concept.id).toBeGreaterThan(100);
        drawn.add(svg);
        const x = (k % 16) * 120 + 60;
        const y = Math.floor(k / 16) * 120 + 110;
        canvas.add(`<g transform="translate(${x} ${y}) scale(0.8)">${svg}</g>`);
      });
      // Each concept its own drawing (no two draw the same SVG).
      expect(drawn.size).toBe(THINGS.length);
      const picture = await drawSvg(canvas.toString(), { scale: 0.25 });
      expect(picture.width).toBe(500);
    }
  }, 300_000);
});

describe('reading a prompt', () => {
  it('finds things in Chinese by the longest word: 蛋糕 is cake not egg, 面包 bread, 包饺子 dumplings', () => {
    expect(ids('一块蛋糕')).toEqual(['cake']);
    expect(ids('面包和牛奶')).toEqual(['bread', 'milk']);
    expect(ids('奶奶在厨房里包饺子')).toEqual(['old woman', 'dumplings']);
    expect(readPrompt('奶奶在厨房里包饺子').elements).toContain('kitchen');
    expect(ids('长城上的宇航员')).toEqual(['great wall', 'astronaut']);
  });

  it('reads English words, phrases and plurals: old man, ice cream, puppies', () => {
    expect(ids('a smiling old man')).toEqual(['old man']);
    expect(ids('ice cream and puppies')).toEqual(['ice cream', 'dog']);
    expect(readPrompt('two puppies').things[0].count).toBe(2);
  });

  it('reads colours of things: a red X, 红色的X, an orange cat but an orange on a plate', () => {
    expect(readPrompt('a red lighthouse').things[0].colour).toBe('#d8302a');
    expect(readPrompt('一辆蓝色的汽车').things[0].colour).toBe('#2f6fd0');
    expect(readPrompt('an orange cat').things.map((t) => [t.concept.id, t.colour])).toEqual([['cat', '#f28c28']]);
    expect(ids('an orange on a plate')).toEqual(['orange', 'plate']);
  });

  it('reads counts: three cats, 三只猫, 两个苹果', () => {
    expect(readPrompt('three cats').things[0].count).toBe(3);
    expect(readPrompt('三只猫').things[0].count).toBe(3);
    expect(readPrompt('两个苹果').things[0]).toMatchObject({ count: 2 });
    expect(readPrompt('一只猫').things[0].count).toBe(1);
  });

  it('reads a family as a father, a mother and a child, and "a family of ducks" as three ducks', () => {
    expect(ids('a family having a picnic in the park')).toEqual(['man', 'woman', 'girl']);
    expect(ids('一家人在海边')).toEqual(['man', 'woman', 'girl']);
    expect(ids('全家在公园里野餐')).toEqual(['man', 'woman', 'girl']);
    expect(readPrompt('a family of ducks on the lake').things).toMatchObject([{ concept: { id: 'duck' }, count: 3 }]);
  });

  it('reads on: a cat on a boat, 一只猫坐在船上, 窗台上的小猫', () => {
    expect(relations('a cat on a boat')).toEqual([['on', 'cat', 'boat']]);
    expect(relations('一只猫坐在船上')).toEqual([['on', 'cat', 'boat']]);
    expect(relations('a red lighthouse on a cliff at night with stars')).toEqual([['on', 'lighthouse', 'cliff']]);
    const sill = readPrompt('窗台上的小猫');
    expect(relations('窗台上的小猫')).toEqual([['on', 'cat', 'table']]);
    expect(sill.things[sill.subject].concept.id).toBe('cat');
  });

  it('reads in, under and beside', () => {
    expect(relations('a cat in a box')).toEqual([['in', 'cat', 'box']]);
    expect(relations('猫在盒子里')).toEqual([['in', 'cat', 'box']]);
    expect(relations('a dog under the table')).toEqual([['under', 'dog', 'table']]);
    expect(relations('小狗在桌子下面')).toEqual([['under', 'dog', 'table']]);
    expect(relations('树下的狗')).toEqual([['under', 'dog', 'tree']]);
    const beside = readPrompt('a girl beside a horse');
    expect(beside.relations).toEqual([{ kind: 'beside', subject: 0, object: 1 }]);
    expect(readPrompt('女孩在马的旁边').relations).toEqual([{ kind: 'beside', subject: 0, object: 1 }]);
    // What is said of the last of "X and Y" is said of both.
    expect(relations('a cake and two cups of coffee on a table')).toEqual([
      ['on', 'coffee', 'table'],
      ['on', 'cake', 'table'],
    ]);
  });

  it('reads a thing a person carries as held, and what no one carries as beside', () => {
    expect(relations('a little girl holding a red balloon')).toEqual([['hold', 'balloon', 'girl']]);
    expect(relations('女孩拿着红气球')).toEqual([['hold', 'balloon', 'girl']]);
    expect(relations('打着伞的老人')).toEqual([['hold', 'umbrella', 'old man']]);
    expect(relations('a young man with a guitar')).toEqual([['hold', 'guitar', 'man']]);
    // A lone person named with a thing one carries holds it; a dog is not carried.
    expect(relations('an old woman reading a book')).toEqual([['hold', 'book', 'old woman']]);
    expect(relations('a man with a dog')).toEqual([]);
    // Two people: only the one said to hold it does.
    expect(relations('a boy and a girl holding a balloon')).toEqual([['hold', 'balloon', 'girl']]);
    // One thing per hand: the second thing held up stands beside.
    expect(relations('a girl holding a balloon and a flower')).toEqual([['hold', 'balloon', 'girl']]);
    // Held up: the person drawn with a hand raised; a book held in front; a bag hangs from the lowered hand.
    expect(readPrompt('a girl with a balloon').things[0].concept.drawing?.grip?.y).toBeLessThan(-60);
    expect(readPrompt('a woman carrying a basket').things[0].concept.drawing?.grip?.y).toBeGreaterThan(-50);
    expect(readPrompt('女孩在窗边看书').things[0].concept.drawing?.grip?.x).toBe(0);
    expect(readPrompt('女孩在窗边看书').elements).toContain('living room');
  });

  it('reads how people look and asks for a portrait', () => {
    const reading = readPrompt('a portrait of a smiling old man wearing glasses');
    expect(reading.portrait).toBe(true);
    expect([...reading.attributes].sort()).toEqual(['glasses', 'smiling']);
    expect(ids('a portrait of a smiling old man wearing glasses')).toEqual(['old man']);
    expect([...readPrompt('戴眼镜的爷爷在微笑').attributes].sort()).toEqual(['glasses', 'smiling']);
  });
});

describe('nothing to draw', () => {
  it('tells a prompt with nothing to draw, in both languages, naming what it understood', () => {
    expect(understand('量子纠缠的哲学意义').drawable).toBe(false);
    expect(understand('星期一的会议纪要').drawable).toBe(false);
    expect(nothingToDraw('量子纠缠的哲学意义')).toMatch(/^这段描述里没有我能画的东西，未生成，也未扣积分。我能画：人物（/);
    expect(nothingToDraw('the meaning of quantum entanglement', 'en')).toMatch(
      /^Nothing in this prompt is something I can draw.* I can draw: people/,
    );
    expect(nothingToDraw('something red and mysterious')).toContain('我只认出了：红色');
    expect(nothingToDraw('something red and mysterious', 'en')).toContain('I understood only: red');
  });

  it('lets through anything with a thing, a place, the weather or a season', () => {
    for (const prompt of ['一只猫坐在船上', 'a rainy night', '秋天', 'a kitchen', 'grandma', '一碗面条'])
      expect(nothingToDraw(prompt), prompt).toBeUndefined();
  });
});
