// The rim light is a line along the outline, not a haze inside it: 0.02 eye distances deep it
// read as a lilac blur inside the face's edge ("soft, blurry" to pixar's blind readers).
import { createGrey, createRgb } from '../../shared/raster';
import { rimAround } from './rim';

const SIZE = 200;
const UNIT = 150;

describe('the toon rim light', () => {
  it('lights a thin line along the outline', () => {
    // A figure's straight right edge at x = 120, lit from the left: the rim on its far side.
    const person = createGrey(SIZE, SIZE);
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < 120; x++) person.data[y * SIZE + x] = 1;
    const picture = createRgb(SIZE, SIZE);
    picture.data.fill(0.5);
    rimAround(picture, person, UNIT, [0.8, 0.85, 1], 0.6, true);
    const lift = (x: number): number => picture.data[(100 * SIZE + x) * 3 + 2] - 0.5;
    const edge = lift(119);
    // Deeper in than 0.025 eye distances (4 px): under a tenth of the rim at the edge (0.22 on main, 0 now).
    expect(edge).toBeGreaterThan(0.1);
    expect(lift(119 - Math.round(UNIT * 0.025)) / edge).toBeLessThan(0.1);
  });

  it('lights dark clothes in their own colour, never grey', () => {
    // A navy top's right edge at x = 120, lit from the left: laid on as a screen of a near-white
    // the rim turned it a grey lilac ("a cool lilac line along the neck and shoulders").
    const person = createGrey(SIZE, SIZE);
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < 120; x++) person.data[y * SIZE + x] = 1;
    const navy = [0.09, 0.12, 0.2];
    const picture = createRgb(SIZE, SIZE);
    for (let i = 0; i < SIZE * SIZE; i++) picture.data.set(navy, i * 3);
    rimAround(picture, person, UNIT, [1, 0.94, 0.86], 0.6, true);
    const p = (100 * SIZE + 119) * 3;
    const [r, g, b] = [picture.data[p], picture.data[p + 1], picture.data[p + 2]];
    // Lighter, and still blue: blue the largest channel, its lead over red no smaller than the top's own.
    expect(r + g + b).toBeGreaterThan(navy[0] + navy[1] + navy[2] + 0.05);
    expect(b - r).toBeGreaterThanOrEqual(navy[2] - navy[0]);
  });
});
