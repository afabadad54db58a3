// A dark garment of a colour prints in the print colour nearest it: the blonde woman's navy
// dress had printed, by the seed, a pine green or a brown kimono. Black or grey clothes (no hue
// to keep) leave the choice to the seed.
import { rgbToLab } from '../../shared/colour';
import type { Colour, Rgb } from '../../shared/raster';

type Lab = [number, number, number];

/** Dark clothes greyer than this (CIELAB chroma, their median) have no hue of their own. */
const HUED = 8;

/**
 * Of `choices` (print block numbers whose colours are `palette`'s), the one nearest in hue to the
 * median colour of `flat` over `dark` (the sitter's dark clothes), or `bySeed` when they are grey.
 */
export function darkGarmentFor(
  flat: Rgb,
  dark: Uint8Array,
  choices: readonly number[],
  palette: readonly Colour[],
  bySeed: number,
): number {
  const [as, bs]: [number[], number[]] = [[], []];
  const lab: Lab = [0, 0, 0];
  for (let i = 0; i < dark.length; i += 7) {
    if (!dark[i]) continue;
    rgbToLab(flat.data[i * 3], flat.data[i * 3 + 1], flat.data[i * 3 + 2], lab);
    as.push(lab[1]);
    bs.push(lab[2]);
  }
  const middle = (values: number[]): number => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  const [a, b] = [middle(as), middle(bs)];
  if (as.length < 50 || Math.hypot(a, b) < HUED) return bySeed;
  const hue = Math.atan2(b, a);
  const turn = (choice: number): number => {
    rgbToLab(palette[choice][0], palette[choice][1], palette[choice][2], lab);
    return Math.abs(Math.atan2(Math.sin(Math.atan2(lab[2], lab[1]) - hue), Math.cos(Math.atan2(lab[2], lab[1]) - hue)));
  };
  return choices.reduce((best, choice) => (turn(choice) < turn(best) ? choice : best));
}
