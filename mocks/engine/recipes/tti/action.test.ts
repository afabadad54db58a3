// What the things do (action.ts, layout.ts): birds "flying in the distance" are a few small birds
// in the sky, clear of the subject (a panel saw the bird pasted on the cat's face); two dogs
// playing face each other, apart, one bowing and one rearing (a panel saw two dogs facing the
// same way, overlapping as one blob).
import { composeSvg } from './compose';
import { THINGS } from './vocabulary';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Copy {
  x: number;
  base: number;
  turn: number;
  /** Signed: negative when mirrored (facing left). */
  scaleX: number;
  height: number;
}

/** A thing's box and its copies, as compose.ts wrote them into the SVG (the scene's pixels). */
function drawn(svg: string, id: string): { box: Box; copies: Copy[] } {
  const start = svg.indexOf(`<g id="thing-${id}"`);
  if (start < 0) throw new Error(`no ${id}`);
  const group = svg.slice(start).split('<g id="thing-')[1];
  const [x, y, width, height] = (/data-box="([^"]+)"/.exec(group)?.[1] ?? '').split(' ').map(Number);
  const copies = [
    ...group.matchAll(
      /<g transform="translate\(([-\d.]+) ([-\d.]+)\)(?: rotate\(([-\d.]+)[^)]*\))? scale\(([-\d.]+) ([-\d.]+)\)">/g,
    ),
  ].map((m) => ({
    x: Number(m[1]),
    base: Number(m[2]),
    turn: Number(m[3] ?? 0),
    scaleX: Number(m[4]),
    height: Number(m[5]) * 100,
  }));
  return { box: { x, y, width, height }, copies };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const SUNSET = '海边的日落，一只猫坐在小船上，远处有山和飞鸟';
const DOG_ASPECT = THINGS.find((concept) => concept.id === 'dog')?.drawing?.aspect ?? 1;

describe('birds flying in the distance', () => {
  it.each([
    ['illustration', 1],
    ['illustration', 2],
    ['realistic', 1],
    ['realistic', 2],
    ['illustration', 3],
    ['realistic', 4],
  ] as const)('fly small and several in the sky, clear of the cat and its boat (%s, seed %i)', (look, seed) => {
    const { svg } = composeSvg(SUNSET, look, seed);
    const cat = drawn(svg, 'cat');
    const boat = drawn(svg, 'boat');
    const birds = drawn(svg, 'bird');
    expect(overlaps(birds.box, cat.box)).toBe(false);
    expect(overlaps(birds.box, boat.box)).toBe(false);
    expect(birds.copies.length).toBeGreaterThanOrEqual(3);
    for (const bird of birds.copies) expect(bird.height).toBeLessThan(cat.box.height * 0.2);
  });

  it('flies a bird named beside a subject, but keeps one bird the subject as it was', () => {
    expect(drawn(composeSvg('a dog and birds flying in the sky', 'illustration', 1).svg, 'bird').copies.length).toBe(3);
    const alone = drawn(composeSvg('a bird', 'illustration', 1).svg, 'bird');
    expect(alone.copies.length).toBe(1);
    expect(alone.box.height).toBeGreaterThan(200);
  });
});

describe('two dogs playing', () => {
  it.each([1, 2, 3, 4])('face each other, apart, one bowing and one rearing (seed %i)', (seed) => {
    for (const look of ['illustration', 'realistic'] as const) {
      const [a, b] = drawn(composeSvg('two dogs playing in a park in autumn', look, seed).svg, 'dog').copies.sort(
        (p, q) => p.x - q.x,
      );
      // The left one faces right (not mirrored), the right one left.
      expect(a.scaleX).toBeGreaterThan(0);
      expect(b.scaleX).toBeLessThan(0);
      // Apart: their boxes do not overlap (each as wide as its height × the dog's aspect).
      const halves = ((a.height + b.height) / 2) * DOG_ASPECT;
      expect(b.x - a.x).toBeGreaterThanOrEqual(halves);
      // Playing: each turned (one bows, its rump up; one rears, its head up).
      expect(Math.abs(a.turn)).toBeGreaterThan(5);
      expect(Math.abs(b.turn)).toBeGreaterThan(5);
    }
  });

  it('stand facing each other unturned when the prompt says no play', () => {
    const [a, b] = drawn(composeSvg('two dogs in a park', 'illustration', 1).svg, 'dog').copies.sort((p, q) => p.x - q.x);
    expect(a.scaleX).toBeGreaterThan(0);
    expect(b.scaleX).toBeLessThan(0);
    expect(a.turn).toBe(0);
    expect(b.turn).toBe(0);
  });
});
