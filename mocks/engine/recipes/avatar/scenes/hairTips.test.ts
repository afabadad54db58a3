// Hair beside a cheek that does not hang to the jaw ends in a rounded tip (hairTips.ts), not in
// headShape's envelope narrowing, which cut it on a straight slant from the eyes to the cheek
// (issue 36: the brunette's bob "chopped off diagonally at cheek level"). On the woman's face as
// celebrity frames it at seed 1, a matte of her oval with a block of hair beside her left cheek
// 0.3 of her face's width out, from above the eyes down to 0.65 of the way from the eyes to the
// chin (too short for hangingHair, which wants 0.7): the cut-out's outline beside that cheek.
// On main it ran 0.29 of the face's width ruler-straight (within 0.004 of a face's width of its
// chord: the slant) and stood 0.18 out at a quarter of the way down; now 0.18 and 0.26, the hair
// falling straight and its end rounded.
import { describe, expect, it } from 'vitest';
import { cheekContour, longestStraightRun } from '../../../testing/cheekOutline';
import { alignedPerson } from '../../../testing/people';
import { createGrey } from '../../shared/raster';
import { CHIN, eyeLineY, FACE_OVAL, faceFrame, outline } from '../landmarks';
import { faceOvalMask } from '../masks';
import { celebrity } from './celebrity';
import { FACE_CUT } from './headCut';
import { headShape, ovalRow } from './headShape';

const SLOW = 300_000;

describe('hair beside a cheek ending above the jaw', () => {
  it(
    'ends in a rounded tip, not a straight slant from the eyes to the cheek',
    async () => {
      const { picture, mesh } = await alignedPerson('woman', celebrity, 1);
      const size = picture.width;
      const head = createGrey(size, size);
      head.data.set(faceOvalMask(mesh, size, FACE_CUT).data);
      const { top, faceWidth: w } = faceFrame(mesh);
      const eyesY = eyeLineY(mesh);
      const chin = mesh[CHIN][1];
      const points = outline(mesh, FACE_OVAL);
      const hairTo = eyesY + (chin - eyesY) * 0.65;
      for (let y = Math.round(top); y < hairTo; y++) {
        const row = ovalRow(points, y + 0.5);
        if (!row) continue;
        for (let x = Math.round(row[0] - w * 0.3); x < row[0] + w * 0.1; x++) head.data[y * size + x] = 1;
      }
      const shaped = headShape(head, mesh, size / 640);
      const contour = cheekContour(shaped, mesh, -1);
      const straight = longestStraightRun(contour, w * 0.004) / w;
      const quarterY = Math.round(eyesY + (chin - eyesY) * 0.25);
      const atQuarter = contour.find(([, y]) => Math.floor(y) === quarterY);
      const edge = ovalRow(points, quarterY + 0.5);
      expect(atQuarter).toBeDefined();
      expect(edge).toBeDefined();
      const reach = atQuarter && edge ? (edge[0] - atQuarter[0]) / w : 0;
      // Falling straight at first: main had narrowed to 0.18 there, cut on its slant.
      expect(reach).toBeGreaterThan(0.22);
      expect(straight).toBeLessThan(0.24);
    },
    SLOW,
  );
});
