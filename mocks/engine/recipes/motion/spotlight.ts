// The speech's (演讲) stage light: a warm spotlight on the speaker, the face and the body under it,
// the picture falling off into a dim, cooler dark toward its top and sides, as a hall's lights go
// down on a speaker. Fixed in the frame (a spotlight does not follow every nod), made once a clip and laid over every frame after
// the warps and the microphone, so the mic in front is lit by the same light.
import type { Point } from '../../types';
import { smoothstep } from '../shared/raster';

export interface Spotlight {
  width: number;
  /** What each channel of each pixel is multiplied by (3 a pixel). */
  gain: Float32Array;
}

/** Where the light falls off, in the lit ellipse's radii: full light inside the first, the dark past the second. */
const LIT_TO = 0.75;
const DARK_FROM = 1.9;
/** The light's warm colour on the face (red, green, blue gains; at 1.05 and 0.9 the receding man's face went orange) and the dim, cooler dark at the edges. */
const WARM: readonly [number, number, number] = [1.03, 1.0, 0.94];
const DIM: readonly [number, number, number] = [0.4, 0.41, 0.47];

/**
 * How far the light reaches below the face's middle, in the lit ellipse's heights, and how much
 * wider it grows there (times its width, reached BODY_WIDENS_OVER face heights down): a spot from
 * above lights the speaker's chest and shoulders as well as the face. Lit as an ellipse round the
 * face alone, the shirt under the chin fell into the dark, "the white shirt turned grey" to every
 * reader who saw it (issue 37, fifty-seventh stop): 0.50–0.79 of its light.
 */
const BODY_REACH = 4;
const BODY_WIDENS = 1.6;
const BODY_WIDENS_OVER = 1.2;

/**
 * The spotlight for a `width` × `height` picture of the face `mesh`: an ellipse round the face
 * (its centre a little above the nose, as wide as the face and as tall) above the face's middle,
 * below it reaching down BODY_REACH times as far and widening to the shoulders, lit warm inside,
 * easing into the dark beyond.
 */
export function spotlightOf(mesh: readonly Point[], width: number, height: number): Spotlight {
  const faceWidth = Math.hypot(mesh[454][0] - mesh[234][0], mesh[454][1] - mesh[234][1]);
  const faceHeight = Math.hypot(mesh[152][0] - mesh[10][0], mesh[152][1] - mesh[10][1]);
  const centreX = (mesh[10][0] + mesh[152][0]) / 2;
  const centreY = (mesh[10][1] + mesh[152][1]) / 2 - 0.08 * faceHeight;
  const radiusX = 0.75 * faceWidth;
  const radiusY = 0.7 * faceHeight;
  const gain = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    // Both the widening and the reach start at the middle's row, so the light has no seam there.
    const down = Math.max(0, y - centreY);
    // (A degenerate mesh's zero face height would make the widening 0/0: no widening then.)
    const widening = faceHeight > 0 ? smoothstep(0, BODY_WIDENS_OVER * faceHeight, down) : 0;
    const wide = radiusX * (1 + BODY_WIDENS * widening);
    const tall = y > centreY ? BODY_REACH * radiusY : radiusY;
    for (let x = 0; x < width; x++) {
      const out = Math.hypot((x - centreX) / wide, (y - centreY) / tall);
      const t = Math.max(0, Math.min(1, (out - LIT_TO) / (DARK_FROM - LIT_TO)));
      const dark = t * t * (3 - 2 * t);
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++)
        gain[offset + channel] = WARM[channel] + (DIM[channel] - WARM[channel]) * dark;
    }
  }
  return { width, gain };
}

/** Lights a frame (RGB bytes) with the spotlight, `amount` of it (0–1). */
export function lightFrame(light: Spotlight, frame: Uint8Array, amount: number): void {
  const { gain } = light;
  for (let index = 0; index < frame.length; index++) {
    const lit = frame[index] * (1 + (gain[index] - 1) * amount);
    frame[index] = lit >= 255 ? 255 : Math.round(lit);
  }
}
