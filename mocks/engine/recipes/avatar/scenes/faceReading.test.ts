// What the clip reads from the face (its softness, its finest detail, its levels) and the head's
// shadow are read from the face's own oval: not from the robot's reveal round the eyes, where the
// face's colour is spread past the oval and blurred (faceExtend.ts). Read from the two together,
// the woman's softness came out 1.847 px, not 1.852 (the dark woman's 1.593, not 1.621).
import { vi } from 'vitest';
import type * as Masks from '../masks';
import type * as FaceClarity from './faceClarity';
import type * as FaceLevels from './faceLevels';
import type * as Light from './light';
import type * as PhotoFinish from './photoFinish';
import { alignedPerson } from '../../../testing/people';
import { createRandom } from '../../shared/random';
import type { Grey } from '../../shared/raster';
import { robot } from './robot';

const SLOW = 600_000;

const seen = vi.hoisted(() => ({ ovals: [] as Float32Array[], read: [] as { by: string; where: Float32Array }[] }));
vi.mock('../masks', async (importOriginal) => {
  const real = await importOriginal<typeof Masks>();
  return {
    ...real,
    faceOvalMask: (...args: Parameters<typeof real.faceOvalMask>): Grey => {
      const oval = real.faceOvalMask(...args);
      seen.ovals.push(oval.data.slice());
      return oval;
    },
  };
});
vi.mock('./photoFinish', async (importOriginal) => {
  const real = await importOriginal<typeof PhotoFinish>();
  return {
    ...real,
    softnessOf: (...args: Parameters<typeof real.softnessOf>): number => {
      seen.read.push({ by: 'softnessOf', where: args[2].data.slice() });
      return real.softnessOf(...args);
    },
  };
});
vi.mock('./faceClarity', async (importOriginal) => {
  const real = await importOriginal<typeof FaceClarity>();
  return {
    ...real,
    fineShare: (...args: Parameters<typeof real.fineShare>): number => {
      seen.read.push({ by: 'fineShare', where: args[1].data.slice() });
      return real.fineShare(...args);
    },
  };
});
vi.mock('./faceLevels', async (importOriginal) => {
  const real = await importOriginal<typeof FaceLevels>();
  return {
    ...real,
    faceLevelsFor: (...args: Parameters<typeof real.faceLevelsFor>): ReturnType<typeof real.faceLevelsFor> => {
      seen.read.push({ by: 'faceLevelsFor', where: args[1].data.slice() });
      return real.faceLevelsFor(...args);
    },
  };
});
vi.mock('./light', async (importOriginal) => {
  const real = await importOriginal<typeof Light>();
  return {
    ...real,
    shadowUnderHead: (...args: Parameters<typeof real.shadowUnderHead>): void => {
      seen.read.push({ by: 'shadowUnderHead', where: args[1].data.slice() });
      real.shadowUnderHead(...args);
    },
  };
});

/** The largest difference between two masks' values. */
function largestDifference(a: Float32Array, b: Float32Array): number {
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i] - b[i]));
  return most;
}

describe("the robot's face read from its own oval", () => {
  it(
    'reads the softness, the fine detail, the levels and the head’s shadow inside the oval alone',
    async () => {
      const portrait = await alignedPerson('woman', robot);
      seen.ovals.length = 0;
      seen.read.length = 0;
      await robot.make(portrait, createRandom(1));
      expect(seen.ovals.length).toBeGreaterThan(0);
      expect(new Set(seen.read.map(({ by }) => by))).toEqual(
        new Set(['softnessOf', 'fineShare', 'faceLevelsFor', 'shadowUnderHead']),
      );
      for (const { by, where } of seen.read) {
        const nearest = Math.min(...seen.ovals.map((oval) => largestDifference(oval, where)));
        expect(nearest, by).toBe(0);
      }
    },
    SLOW,
  );
});
