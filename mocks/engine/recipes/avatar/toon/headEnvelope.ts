// Where a head can be, from the mesh: the face's oval, a crown above it, a band beside it and a
// neck column below. The segmentation model's matte is generous round a head (a dark wall by
// dark short hair comes out as a hood down to the shoulders), so the cartoon keeps the person
// only inside this envelope above the shoulders. The band beside the face reaches the shoulders
// only for long hair, and the crown is full only for hair unlike the room; the caller decides
// both from the colours.
import type { Grey } from '../../shared/raster';
import type { XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';

export interface HeadGeometry {
  centre: XY;
  oval: XY[];
  faceWidth: number;
  faceHeight: number;
}

export interface HairKind {
  /** The hair falls beside the face below the ears. */
  longHair: boolean;
  /** The hair's colours differ from the room's. */
  standsClear: boolean;
}

/** Below this (in face heights from the oval's centre) the sides hold only ears and sideburns. */
const EYE_LEVEL = -0.05;

/** The envelope (1 inside, 0 out) at `width` × `height`, in the geometry's pixels. */
export function headEnvelope(g: HeadGeometry, width: number, height: number, hair: HairKind): Grey {
  const { longHair, standsClear } = hair;
  // Hair that stands clear of the room may be as full as the matte says; hair the colour of the
  // room is kept close to the skull, where the matte's hood cannot be told from it.
  const crownWidth = standsClear ? 0.95 : 0.68;
  const crownHeight = standsClear ? 1.1 : 0.86;
  // The face's own oval, a little grown; and grown by the band beside the face, for the sides.
  const envelope = fillPolygon(scaled(g.oval, 1.04), width, height);
  const band = longHair ? 1.8 : 1.1;
  const bandEnd = longHair ? 1.4 : 0.08;
  const sides = fillPolygon(scaled(g.oval, band, 1.04), width, height);
  for (let y = 0; y < height; y++) {
    const ny = (y - g.centre[1]) / g.faceHeight;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const nx = Math.abs(x - g.centre[0]) / g.faceWidth;
      const crown = ny < EYE_LEVEL && Math.hypot(nx / crownWidth, ny / crownHeight) < 1;
      // Long hair falls past the chin: there the band keeps its width at the jaw.
      const beside = ny >= EYE_LEVEL && ny < bandEnd && (sides.data[i] > 0.5 || (longHair && ny > 0.3 && nx < band * 0.42));
      const neck = ny >= 0.2 && nx < 0.3;
      if (crown || beside || neck) envelope.data[i] = 1;
    }
  }
  return envelope;
}
