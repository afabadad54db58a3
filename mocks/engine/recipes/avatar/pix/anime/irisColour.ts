// The anime eye's iris colour, read from the photo (the cel under the painted eye is flat skin,
// so the toon eyes' own reading always fell back to one brown: blind readers' "every eye is
// brown"). Where the photo's eye is clear enough to tell, its colour is kept: a blue or grey-blue
// eye blue, a green one green, a brown one brown as light or dark as it is. Where it is not (a
// small, blurred or shadowed eye, a black-and-white photo), the iris takes a hue near the hair's,
// as anime pairs them: amber with blonde, copper with auburn, grey with grey hair.
import { colourToLab, labColour } from '../../../shared/colour';
import type { Colour, Rgb } from '../../../shared/raster';
import { LEFT_EYE, RIGHT_EYE, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';

/** What the photo shows between the lids: the iris's mean Lab, and how far the whites stand out from it. */
export interface IrisReading {
  lightness: number;
  a: number;
  b: number;
  /** Lightness of the brightest fifth (the whites) over the iris's: low in a blurred or shadowed eye. */
  contrast: number;
}

/**
 * The iris as the photo shows it, both eyes averaged: the pixels between the lids ranked by
 * lightness, the iris taken as the band from 15 % to 60 % (below it pupil and lashes, above it
 * the whites and skin at the corners).
 */
export function readIris(photo: Rgb, mesh: readonly XY[]): IrisReading {
  const { width, height, data } = photo;
  const sum = { lightness: 0, a: 0, b: 0, contrast: 0 };
  for (const contour of [RIGHT_EYE, LEFT_EYE]) {
    const inside = fillPolygon(
      contour.map((index) => mesh[index]),
      width,
      height,
    );
    const labs: [number, number, number][] = [];
    for (let i = 0; i < inside.data.length; i++)
      if (inside.data[i] > 0.5) labs.push(colourToLab([data[i * 3], data[i * 3 + 1], data[i * 3 + 2]]));
    labs.sort((p, q) => p[0] - q[0]);
    const mean = (from: number, to: number): [number, number, number] => {
      const band = labs.slice(
        Math.floor(labs.length * from),
        Math.max(Math.floor(labs.length * from) + 1, Math.floor(labs.length * to)),
      );
      const total: [number, number, number] = [0, 0, 0];
      for (const lab of band) for (let c = 0; c < 3; c++) total[c] += lab[c] / Math.max(1, band.length);
      return total;
    };
    const iris = mean(0.15, 0.6);
    sum.lightness += iris[0] / 2;
    sum.a += iris[1] / 2;
    sum.b += iris[2] / 2;
    sum.contrast += (mean(0.8, 1)[0] - iris[0]) / 2;
  }
  return sum;
}

function fromLab(lightness: number, chroma: number, hueDegrees: number): Colour {
  const hue = (hueDegrees * Math.PI) / 180;
  return labColour(lightness, chroma * Math.cos(hue), chroma * Math.sin(hue));
}

const hueOf = (a: number, b: number): number => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;

/** An iris in a hue near the hair's: a grey head grey-blue eyes, black hair deep brown, any other its own hue. */
export function irisFromHair(hairTone: Colour): Colour {
  const [l, a, b] = colourToLab(hairTone);
  if (Math.hypot(a, b) < 6) return l > 40 ? fromLab(52, 12, 250) : fromLab(30, 24, 52);
  // Held between copper and gold: blonde's own hue at an iris's lightness is a muddy olive.
  return fromLab(Math.min(50, Math.max(34, l)), Math.max(30, Math.hypot(a, b)), Math.min(72, Math.max(52, hueOf(a, b))));
}

/**
 * The painted iris's colour. `skinTone` tells a black-and-white photo (a grey skin) and the
 * light's cast: under a warm light a blue eye reads only cooler than the skin, not blue.
 */
export function animeIris(photo: Rgb, mesh: readonly XY[], skinTone: Colour, hairTone: Colour): Colour {
  const [, skinA, skinB] = colourToLab(skinTone);
  const reading = readIris(photo, mesh);
  const chroma = Math.hypot(reading.a, reading.b);
  const hue = hueOf(reading.a, reading.b);
  // Clear: the photo has colour, the iris is not lost in shadow and the whites stand out from it.
  const clear = Math.hypot(skinA, skinB) > 3 && reading.lightness > 18 && reading.contrast > 12;
  if (!clear) return irisFromHair(hairTone);
  if (hue > 95 && hue < 200 && chroma > 5) return fromLab(50, 36, 128);
  // Blue: an iris well cooler than the skin round it and not itself warm (a brown eye under a
  // pink light reads near the skin's hue); it needs the whites clearly apart from it.
  const cool = (hue < 35 || hue >= 200) && hueOf(skinA, skinB) - (hue < 200 ? hue : hue - 360) > 25;
  if (cool && reading.contrast > 20) return fromLab(52, chroma < 4 ? 22 : 38, 262);
  // Brown as light or dark as the photo's, its hue between chocolate and hazel (a redder or
  // lighter one read as pink, a yellower one olive).
  const lightness = 28 + 12 * Math.min(1, Math.max(0, (reading.lightness - 15) / 35));
  return fromLab(lightness, 34, Math.min(70, Math.max(58, hue)));
}
