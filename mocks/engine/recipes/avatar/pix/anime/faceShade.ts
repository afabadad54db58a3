// The face's own cel shadows, drawn as an animator draws them, not traced from the photo (its
// blotches were the blobs a panel saw): a crescent down the side away from the light, from the
// hairline to the jaw, and a wedge down the nose's shaded side. Without them the face was one flat
// tone with features floating on it (blind readers: "a blob face"), and the nose a tiny dash.
import { createGrey, type Grey } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import { crispen, shifted } from './maskShift';

/** The crescent's width at the cheek, a share of the face's width. */
export const SIDE_SHADE = 0.09;
/** The nose's bridge (a third of the way down), tip and each wing: image left, image right. */
const BRIDGE = 197;
const TIP = 4;
const WINGS = [129, 358] as const;
/** How far the wedge reaches from the tip towards the wing: a sliver down the nose's side, not a pasted triangle. */
const WING_REACH = 0.45;

/** `face`: the drawn face's mask; `shadeRight`: the light falls from the picture's left. */
export function faceShade(face: Grey, mesh: readonly XY[], shadeRight: boolean): Grey {
  const { width, height } = face;
  const { faceWidth: fw } = faceFrame(mesh);
  const towardsLight = shifted(face, (shadeRight ? -1 : 1) * fw * SIDE_SHADE, 0);
  const side = createGrey(width, height);
  for (let i = 0; i < side.data.length; i++) side.data[i] = face.data[i] * (1 - towardsLight.data[i]);
  const [tip, wing] = [mesh[TIP], mesh[shadeRight ? WINGS[1] : WINGS[0]]];
  const reach: XY = [tip[0] + (wing[0] - tip[0]) * WING_REACH, tip[1] + (wing[1] - tip[1]) * WING_REACH];
  const nose = fillPolygon([mesh[BRIDGE], tip, reach], width, height);
  for (let i = 0; i < side.data.length; i++) side.data[i] = Math.max(side.data[i], nose.data[i] * face.data[i]);
  return crispen(side, 1);
}
