// How dark the sketch portrait draws fair hair: by the photo's own grey, not against the face's
// range. The pencil's tone (./pencil.ts) spreads the face's narrow range over the pencil's whole
// one, so anything darker than the skin's shadows goes near black: a blonde's hair, a little
// darker than her pale skin, was drawn as dark as a brunette's (the sixty-second stop's reader:
// "a blonde drawn dark-haired"). An artist draws fair hair in sparse light strokes with the paper
// showing between them, darker only in its shaded locks.
import { clamp01 } from '../../shared/raster';

/** The darkest the pencil goes on fair hair whose photo grey (0 black … 1 white) is `grey`. */
export function fairHairDarkness(grey: number): number {
  return clamp01((0.86 - grey) * 1.35);
}

/** The least tone fair hair is drawn at, so its strokes still show: dark hair's floor is 0.35. */
export const FAIR_HAIR_FLOOR = 0.22;
