// A blink in cute and look shuts both eyes, and shuts them whole (a blind reader: "the blink reads
// as a wink on a turned head: the far eye barely shuts while the near one shuts fully"). Cute's
// winking eye, held to its wink, never blinked, so after the wink the other eye half shut alone;
// both templates scaled their blinks down by the tilt or the turn, so on the GIF's frames the lids
// came a fifth to a half of the way down. Measured on each eye's own lids: the opening the frame
// shows at the eye's middle over the photo's, on the GIF's own frames, on two tuning faces whose
// heads are turned (the far eye the smaller). Cute's deliberate wink stays one eye's.
import { describe, expect, it } from 'vitest';
import { gifEyeShares } from '../../testing/eyeOpenings';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { motionFace } from './frames';
import { variationOf } from './variation';

const SEEDS = Array.from({ length: 12 }, (_, index) => index + 1);

describe('a blink in cute and look', () => {
  it('shuts both eyes whole on a turned face, the wink kept one eye’s', async () => {
    // Measured (seeds 1–12, man and East Asian woman): every seed's deepest blink shows both eyes
    // 0 open in cute and 0–0.05 in look, at most 0.01 apart. Before: cute's non-winking eye's
    // deepest 0.17–1.0 open (4 of 12 seeds never blinked), the winking eye then 0.97–1.0 open,
    // up to 0.82 apart; look's deepest 0.02–1.0 (2 of 12 seeds no blink, 10 over 0.15).
    for (const person of ['man', 'asian-woman']) {
      const crop = await galleryFaceCrop(person);
      const { face } = motionFace(crop.picture, crop.mesh);
      for (const template of ['cute', 'look'])
        for (const seed of SEEDS) {
          const frames = gifEyeShares(face.eyes, template, seed);
          // Cute's winking eye is the side its head leans to: the other eye shuts only in a blink.
          const side = variationOf(seed, template).side;
          const blinker = (pair: [number, number]): number => (template === 'cute' ? pair[1 - side] : Math.max(...pair));
          const deepest = frames.reduce((best, pair) => (blinker(pair) < blinker(best) ? pair : best));
          expect(Math.max(...deepest), `${person} ${template} seed ${seed} deepest blink`).toBeLessThan(0.15);
          expect(Math.abs(deepest[0] - deepest[1]), `${person} ${template} seed ${seed}`).toBeLessThan(0.1);
          // Wherever the blinking eye is closing, the other closes with it.
          for (const pair of frames)
            if (blinker(pair) < 0.85)
              expect(Math.abs(pair[0] - pair[1]), `${person} ${template} seed ${seed}`).toBeLessThan(0.15);
          // The wink: one frame at least with the winking eye shut and the other open.
          if (template === 'cute') expect(frames.some((pair) => pair[side] < 0.15 && pair[1 - side] > 0.9)).toBe(true);
        }
    }
  }, 300_000);
});
