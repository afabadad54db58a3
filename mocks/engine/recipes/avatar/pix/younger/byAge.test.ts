// The retouch's strength follows the face's age: a face in its twenties gets the gentle settings
// as they are (its look does not change), an older face the strong ones, and between them each
// setting moves steadily, never past either end.
import { describe, expect, it } from 'vitest';
import { YOUNGER_STRONG, YOUNGER_TUNING, tuningForFace } from '../younger';
import { ageWeight, GENTLE_UNTIL, STRONG_FROM } from './byAge';

describe('pix/younger strength by age', () => {
  it('gives a face in its twenties, or one faceres did not read, the gentle retouch unchanged', () => {
    for (const age of [18, 23.5, GENTLE_UNTIL, null]) expect(tuningForFace('woman', age)).toEqual(YOUNGER_TUNING);
  });

  it('gives a face of 40 or more the strong retouch: lines cut harder and deeper, a shorter lower face, no edges pushed', () => {
    const older = tuningForFace('man', 48.6);
    expect(older.skin.midKept).toBe(YOUNGER_STRONG.skin.midKept);
    expect(older.skin.linesKept).toBe(YOUNGER_STRONG.skin.linesKept);
    expect(older.skin.deepLines).toBe(YOUNGER_STRONG.skin.deepLines);
    expect(older.brighter).toBe(YOUNGER_STRONG.brighter);
    expect(older.lowerFace).toBe(YOUNGER_STRONG.lowerFace);
    expect(older.crisp).toEqual(YOUNGER_STRONG.crisp);
    expect(older.clarity).toBe(0);
    expect(older.skin.midKept).toBeLessThan(YOUNGER_TUNING.skin.midKept);
    expect(older.lowerFace).toBeLessThan(YOUNGER_TUNING.lowerFace);
  });

  it('moves each setting steadily between the two with the age', () => {
    let last = -1;
    for (let age = GENTLE_UNTIL - 2; age <= STRONG_FROM + 2; age += 1) {
      const weight = ageWeight(age);
      expect(weight).toBeGreaterThanOrEqual(last);
      last = weight;
      const skin = tuningForFace('man', age).skin.midKept;
      expect(skin).toBeLessThanOrEqual(YOUNGER_TUNING.skin.midKept);
      expect(skin).toBeGreaterThanOrEqual(YOUNGER_STRONG.skin.midKept);
    }
  });
});
