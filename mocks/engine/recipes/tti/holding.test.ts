// Where a carried thing lands in the composed picture (holding.ts, layout.ts): in the person's
// hand, not on the ground beside them; things on a plate stay on it; a rider sits on the
// saddle, feet on the pedals and hands on the bars; people side by side keep their heights.
import { composeSvg, type DrawnThing } from './compose';
import { variationOf } from '../shared/variation';
import { joint, leanFor, turned } from './concepts/riding';

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

describe('the holding hand', () => {
  it.each([
    ['a little girl holding a red balloon', 'girl', 'balloon'],
    ['a boy with a guitar', 'boy', 'guitar'],
    ['an old woman reading a book', 'old woman', 'book'],
  ])('of "%s" is drawn over what it holds', (prompt, person, held) => {
    const { svg } = composeSvg(prompt, 'illustration', 1);
    const slug = (id: string) => id.replace(/\s+/g, '-');
    const thing = svg.indexOf(`id="thing-${slug(held)}"`);
    const hands = svg.indexOf(`id="hands-${slug(person)}"`);
    expect(thing).toBeGreaterThan(0);
    expect(hands).toBeGreaterThan(thing);
  });

  it('is not drawn again when nothing is held', () => {
    expect(composeSvg('a little girl in the park', 'illustration', 1).svg).not.toContain('id="hands-');
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

  it.each([
    ['a girl riding a bicycle', 'bicycle', 'girl', { x: 8, y: -95 }],
    ['a man riding a motorbike', 'motorcycle', 'man', { x: 24, y: -98 }],
  ])('holds the bars of "%s" (its hand on the grips, not hanging at its side)', (prompt, vehicle, person, bars) => {
    const { things } = composeSvg(prompt, 'illustration', 1);
    const ride = find(things, vehicle).box;
    const hand = find(things, person).hands?.[0];
    if (!hand) throw new Error('the rider has no hands on the bars');
    // The vehicle is drawn unmirrored under its rider, its bars where its drawing has them (the
    // seed's camera may mirror the whole picture).
    const unit = ride.height / 100;
    const side = variationOf(1).mirrored ? -1 : 1;
    const grip = { x: ride.x + ride.width / 2 + side * bars.x * unit, y: ride.y + ride.height + bars.y * unit };
    const centre = { x: hand.x + hand.width / 2, y: hand.y + hand.height / 2 };
    expect(Math.hypot(centre.x - grip.x, centre.y - grip.y)).toBeLessThan(ride.height * 0.03);
  });
});

describe("a rider's limbs", () => {
  it('bend at the knee or elbow to reach a point nearer than the limb is long', () => {
    const hip = { x: 0, y: -46 };
    const pedal = { x: 14, y: -11 };
    const knee = joint(hip, pedal, 44, { x: 1, y: 0 });
    // Both bones their length, the knee forward of the line from hip to pedal.
    expect(Math.hypot(knee.x - hip.x, knee.y - hip.y)).toBeCloseTo(22, 5);
    expect(Math.hypot(pedal.x - knee.x, pedal.y - knee.y)).toBeCloseTo(22, 5);
    expect(knee.x).toBeGreaterThan(hip.x + ((pedal.x - hip.x) * (knee.y - hip.y)) / (pedal.y - hip.y));
    // An elbow bends down.
    const elbow = joint({ x: 12, y: -77 }, { x: 36, y: -70 }, 30, { x: 0, y: 1 });
    expect(elbow.y).toBeGreaterThan(-73.5);
  });

  it('lean forward only as far as the bars need', () => {
    const hips = { x: 0, y: -46 };
    const shoulder = { x: 11, y: -77 };
    expect(leanFor(shoulder, hips, { x: 24, y: -50 }, 32)).toBe(0);
    const lean = leanFor(shoulder, hips, { x: 45, y: -60 }, 32);
    expect(lean).toBeGreaterThan(0);
    const s = turned(shoulder, hips, lean);
    expect(Math.hypot(45 - s.x, -60 - s.y)).toBeLessThanOrEqual(32 * 0.95);
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
