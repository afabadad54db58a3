// Which hair the sketch portrait treats as dark (./tones.ts showsDarkHair): the crown drawn at the
// hair's darkness was right for dark hair (the thirty-second stop's panel: "on main he looks
// bald") and wrong for fair hair (the woman's pulled-back blonde hair under "a heavy black band").
import { describe, expect, it } from 'vitest';
import { labColour } from '../../shared/colour';
import { createGrey, createRgb, type Grey, type Rgb } from '../../shared/raster';
import { showsDarkHair } from './tones';

const SIZE = 64;
// The hair over the top half, the skin the bottom half.
const hair = createGrey(SIZE, SIZE);
const skin = createGrey(SIZE, SIZE);
for (let i = 0; i < SIZE * SIZE; i++) (i < (SIZE * SIZE) / 2 ? hair : skin).data[i] = 1;

/** A photo with the hair's colour over the top half and the skin's under it, and its grey. */
function photo(hairColour: readonly number[], skinColour: readonly number[]): { picture: Rgb; grey: Grey } {
  const picture = createRgb(SIZE, SIZE);
  const grey = createGrey(SIZE, SIZE);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const colour = hair.data[i] >= 0.5 ? hairColour : skinColour;
    for (let c = 0; c < 3; c++) picture.data[i * 3 + c] = colour[c];
    grey.data[i] = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2];
  }
  return { picture, grey };
}

describe('the hair the photo shows dark', () => {
  // Colours read from the samples' hair and skin (mean RGB 0–1).
  it('is not fair hair in a dim photo: as dark against the skin as brown hair, but grey', () => {
    const { picture, grey } = photo([0.246, 0.182, 0.174], [0.473, 0.358, 0.359]);
    expect(showsDarkHair(picture, grey, hair, skin)).toBe(false);
  });

  it('is not blonde or grey hair', () => {
    for (const [h, s] of [
      [
        [0.673, 0.528, 0.38],
        [0.819, 0.67, 0.529],
      ],
      [
        [0.397, 0.397, 0.397],
        [0.519, 0.519, 0.519],
      ],
    ]) {
      const { picture, grey } = photo(h, s);
      expect(showsDarkHair(picture, grey, hair, skin)).toBe(false);
    }
  });

  it('is hair far darker than the skin, or a deep brown', () => {
    for (const [h, s] of [
      [
        [0.193, 0.135, 0.138],
        [0.703, 0.542, 0.401],
      ],
      [
        [0.4, 0.237, 0.107],
        [0.685, 0.446, 0.255],
      ],
    ]) {
      const { picture, grey } = photo(h, s);
      expect(showsDarkHair(picture, grey, hair, skin)).toBe(true);
    }
  });

  // Saturation alone once made a bright ginger (as saturated as the deep brown, 0.67 against 0.73)
  // "dark": its crown would be drawn at its darkness and its strokes run to the head's edge.
  it('is not light ginger hair, as saturated as a deep brown but light (Lab L 60)', () => {
    const { picture, grey } = photo(labColour(60, 20, 45), [0.9, 0.76, 0.66]);
    expect(showsDarkHair(picture, grey, hair, skin)).toBe(false);
  });

  it('is near-black and dark-brown hair over the same fair skin', () => {
    for (const colour of [labColour(12, 2, 2), labColour(28, 12, 24)]) {
      const { picture, grey } = photo(colour, [0.9, 0.76, 0.66]);
      expect(showsDarkHair(picture, grey, hair, skin)).toBe(true);
    }
  });
});
