// The anime mouth follows the photo's (./mouth.ts). On the gallery's faces (framed as pix/anime
// frames them), the drawn line's corner lift over its width is compared with the photo's lips'
// meeting line, and a grin's drawn mouth must have an opening.
import { beforeAll, describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../../testing/people';
import type { XY } from '../../landmarks';
import { anime } from '../anime';
import { cornerLift, mouthLine, mouthOpening, openMouth } from './mouth';

const PEOPLE = ['dark-man', 'woman', 'man', 'older-man', 'dark-woman', 'asian-woman'];
const meshes = new Map<string, XY[]>();

beforeAll(async () => {
  for (const person of PEOPLE) meshes.set(person, (await alignedPerson(person, anime)).mesh);
});

const meshOf = (person: string): XY[] => meshes.get(person) ?? [];
/** The photo's lips' meeting line, corner to corner. */
const photoLine = (mesh: readonly XY[]): XY[] =>
  [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308].map((index, k) => {
    const b = mesh[[78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308][k]];
    return [(mesh[index][0] + b[0]) / 2, (mesh[index][1] + b[1]) / 2];
  });

/** The line main drew: the lower lip's middle alone. */
const oldLine = (mesh: readonly XY[]): XY[] => [88, 178, 87, 14, 317, 402, 318].map((index) => mesh[index]);

describe('the anime mouth', () => {
  it("raises a smile's corners past the photo's, and keeps a frown a frown", () => {
    // Lift (corners above the middle, over the width) in the photo, drawn by main, drawn now:
    // the dark man's grin 0.031, 0.028, 0.081; the man 0.066, 0.061, 0.148; the older man's
    // downturned mouth -0.051, -0.031, -0.068.
    for (const person of ['dark-man', 'man', 'asian-woman']) {
      const mesh = meshOf(person);
      expect(cornerLift(mouthLine(mesh))).toBeGreaterThan(cornerLift(photoLine(mesh)) * 1.8);
    }
    // Main's line fell short of that bar on the dark man's grin: the bar measures the defect.
    expect(cornerLift(oldLine(meshOf('dark-man')))).toBeLessThan(cornerLift(photoLine(meshOf('dark-man'))) * 1.8);
    expect(cornerLift(mouthLine(meshOf('older-man')))).toBeLessThan(-0.04);
  });

  it('draws an open mouth open, with teeth, and a closed one as a line', () => {
    // The woman's lips are apart by a third of the mouth's width; the dark woman's by 0.009.
    expect(mouthOpening(meshOf('woman'))).toBeGreaterThan(0.3);
    const open = openMouth(meshOf('woman'));
    expect(open?.opening.length).toBeGreaterThan(10);
    expect(open?.teeth.length).toBeGreaterThan(10);
    expect(openMouth(meshOf('dark-woman'))).toBeNull();
  });
});
