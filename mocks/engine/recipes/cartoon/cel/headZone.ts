// Round a face, where its hair is: out to about an eye span beyond the mesh's oval. A painter lays
// hair as one or two masses of its own colour with clean edges; cut into bands and pulled to the
// photo's palette as the room is, its locks broke into blotches of two or three colours ("hair
// camouflage blobs", the panel on faces nobody tuned to).
import { gaussianBlur } from '../../shared/blur';
import type { FaceRegions } from '../../shared/faceParts';
import { smoothstep, type Grey } from '../../shared/raster';

/** How far round the oval the hair's zone reaches, as a share of the eye span. */
const HEAD_REACH = 1.2;

/** 0–1: the zone round every face's oval (outside it), fading out at `HEAD_REACH` eye spans. */
export function headZone(regions: FaceRegions, span: number): Grey {
  const zone = gaussianBlur(regions.oval, span * HEAD_REACH * 0.5);
  for (let i = 0; i < zone.data.length; i++) zone.data[i] = smoothstep(0.01, 0.1, zone.data[i]) * (1 - regions.oval.data[i]);
  return zone;
}
