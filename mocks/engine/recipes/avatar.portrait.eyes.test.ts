// The sketch portrait's eye sockets (the thirtieth stop's panel: "dark eye sockets", the eyes in
// heavy hatched and smudged hollows, "older-looking, like bruises"): a pencil artist leaves the
// socket round a clean lid line nearly as light as the cheek, with a little tone in the crease.
import { type XY } from './avatar/landmarks';
import { portrait } from './avatar/portrait';
import { type Rgb } from './shared/raster';
import { graphiteDarkness as darkness } from '../testing/graphite';
import { drawnPerson } from '../testing/people';

const SLOW = 600_000;
const PEOPLE = ['woman', 'dark-woman', 'older-man'] as const;
type Person = (typeof PEOPLE)[number];
const made = new Map<Person, { mesh: XY[]; result: Rgb }>();

beforeAll(async () => {
  for (const person of PEOPLE) made.set(person, await drawnPerson(person, portrait));
}, SLOW);

/** The mean darkness of a box, its centre and half sides given. */
function boxMean(picture: Rgb, [cx, cy]: XY, halfWidth: number, halfHeight: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(cy - halfHeight); y <= cy + halfHeight; y++)
    for (let x = Math.round(cx - halfWidth); x <= cx + halfWidth; x++) {
      sum += darkness(picture, x, y);
      count++;
    }
  return sum / count;
}

/**
 * How much darker the sockets are than the cheeks: under each eye (from a fifth to a half of the
 * eye's width below its lower lid, between its corners, clear of the lid's line) and round its
 * outer corner, against a box on the cheek below, both eyes' mean.
 */
function socketOverCheek(picture: Rgb, mesh: readonly XY[]): number {
  let sum = 0;
  for (const [outer, inner, lower, cheek] of [
    [33, 133, 145, 50],
    [263, 362, 374, 280],
  ] as const) {
    const width = Math.hypot(mesh[inner][0] - mesh[outer][0], mesh[inner][1] - mesh[outer][1]);
    const under: XY = [(mesh[outer][0] + mesh[inner][0]) / 2, mesh[lower][1] + width * 0.35];
    const corner: XY = [mesh[outer][0] + (mesh[outer][0] - mesh[inner][0]) * 0.2, mesh[outer][1]];
    const socket =
      (boxMean(picture, under, width * 0.4, width * 0.15) + boxMean(picture, corner, width * 0.12, width * 0.15)) / 2;
    sum += socket - boxMean(picture, mesh[cheek], width * 0.3, width * 0.2);
  }
  return sum / 2;
}

describe('the sketch portrait’s eye sockets', () => {
  it('are drawn about as light as the cheek, not dark hollows (woman, dark woman, older man)', () => {
    for (const person of PEOPLE) {
      const { mesh, result } = made.get(person)!;
      // Measured: 0.112 (woman), 0.054 (dark woman) and 0.066 (older man) with the socket drawn at
      // the photo's tone; -0.020, -0.057 and -0.022 with it held light round the lid's line.
      expect(socketOverCheek(result, mesh), person).toBeLessThan(0.03);
    }
  });
});
