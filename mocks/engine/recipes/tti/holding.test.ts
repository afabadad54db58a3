// Where a carried thing lands in the composed picture (holding.ts, layout.ts): in the person's
// hand, not on the ground beside them; things on a plate stay on it; a rider sits on the
// saddle; people side by side keep their heights.
import { composeSvg, type DrawnThing } from './compose';

const find = (things: readonly DrawnThing[], id: string): DrawnThing => {
  const thing = things.find((t) => t.id === id);
  if (!thing) throw new Error(`${id} not drawn`);
  return thing;
};

describe('a thing a person carries', () => {
  it.each([1, 2, 3, 4])('holds a balloon up above her head, on a string from her raised hand (seed %i)', (seed) => {
    const { things } = composeSvg('a little girl holding a red balloon in the park', 'illustration', seed);
    const girl = find(things, 'girl').box;
    const balloon = find(things, 'balloon').box;
    // The balloon's bottom (its string's end, in her raised hand) at her shoulders, the balloon above her head.
    const bottom = balloon.y + balloon.height;
    expect(bottom).toBeGreaterThan(girl.y + girl.height * 0.15);
    expect(bottom).toBeLessThan(girl.y + girl.height * 0.35);
    expect(balloon.y).toBeLessThan(girl.y);
    // Its string in her hand, just beside her body: not at her middle, not a step away.
    const string = Math.abs(balloon.x + balloon.width / 2 - (girl.x + girl.width / 2));
    expect(string).toBeGreaterThan(girl.width * 0.2);
    expect(string).toBeLessThan(girl.width * 0.7);
  });

  it('reads a book in both hands in front of her chest, by the window indoors', () => {
    const { things } = composeSvg('an old woman reading a book by the window', 'realistic', 1);
    const woman = find(things, 'old woman').box;
    const book = find(things, 'book').box;
    const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
    expect(Math.abs(middle(book) - middle(woman))).toBeLessThan(woman.width * 0.1);
    const chest = book.y + book.height / 2;
    expect(chest).toBeGreaterThan(woman.y + woman.height * 0.2);
    expect(chest).toBeLessThan(woman.y + woman.height * 0.45);
  });

  it('carries a basket in the lowered hand, off the ground', () => {
    const { things } = composeSvg('a woman carrying a basket', 'realistic', 1);
    const woman = find(things, 'woman').box;
    const basket = find(things, 'basket');
    expect(basket.resting).toBe(true);
    const feet = woman.y + woman.height;
    expect(basket.box.y + basket.box.height).toBeLessThan(feet - woman.height * 0.1);
    expect(basket.box.y).toBeGreaterThan(woman.y + woman.height * 0.4);
  });
});

describe('things on a plate', () => {
  it('are no wider than the plate they stand on', () => {
    const { things } = composeSvg('three red apples on a plate', 'illustration', 1);
    const plate = find(things, 'plate').box;
    const apples = find(things, 'apple').box;
    expect(apples.width).toBeLessThanOrEqual(plate.width * 0.9);
  });
});

describe('a rider', () => {
  it.each(['a girl riding a bicycle', '男人骑着摩托车'])('sits on the saddle of "%s", feet down by the wheels', (prompt) => {
    const { things } = composeSvg(prompt, 'illustration', 1);
    const rider = things.find((t) => t.role === 'subject' || t.id === 'man')?.box;
    const ride = things.find((t) => t.id === 'bicycle' || t.id === 'motorcycle')?.box;
    if (!rider || !ride) throw new Error('not drawn');
    // Feet down by the pedals, not on its top tube.
    expect(rider.y + rider.height).toBeGreaterThan(ride.y + ride.height * 0.6);
    // Taller than the bicycle, as a person is.
    expect(rider.height).toBeGreaterThan(ride.height * 1.1);
  });
});

describe('people side by side', () => {
  it('keep their heights: the mother as tall as the father, the child smaller', () => {
    const { things } = composeSvg('a family having a picnic in the park', 'illustration', 1);
    const [man, woman, girl] = ['man', 'woman', 'girl'].map((id) => find(things, id).box.height);
    expect(woman).toBeGreaterThan(man * 0.95);
    expect(girl).toBeLessThan(woman * 0.9);
  });
});
