// The hair's one highlight band, as a cartoonist draws shiny hair: a smooth crescent across the
// crown on the lit side, midway between the hairline and the hair's outline, following the
// head's round and tapering at both ends. Without it the hair was one flat cap of colour with a
// darker rim (the blind readers' "generic", "helmet" hair).
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import { faceFrame, type XY } from '../landmarks';

/** The band's middle, its angle from straight up towards the lit side, and its half-span (degrees). */
const MIDDLE = 32;
const HALF_SPAN = 42;
/** The band's place and half-width across the hair, as shares of the hair's depth along a ray. */
const PLACE = 0.5;
const HALF_WIDTH = 0.1;

/**
 * The highlight, 0–1 with a crisp antialiased edge, inside `hair` (its mask) and under `person`
 * (1 − the ground's mask). `litSide` is −1 when the light comes from the picture's left, 1 from its right.
 */
export function hairShine(hair: Grey, person: Grey, mesh: readonly XY[], litSide: number): Grey {
  const { width: size } = hair;
  const { faceWidth, cx, top, chin } = faceFrame(mesh);
  // The rays start at the eyes' height, where the face's middle is.
  const eyes = (mesh[159][1] + mesh[386][1]) / 2;
  const out = createGrey(size, size);
  const angles = 2 * HALF_SPAN + 1;
  const inner = new Float64Array(angles);
  const outer = new Float64Array(angles);
  const found = new Uint8Array(angles);
  const reach = (chin - top) * 1.6;
  // Along each ray (one a degree): where the hair begins and where the person ends.
  for (let k = 0; k < angles; k++) {
    const angle = ((-90 + litSide * (MIDDLE + k - HALF_SPAN)) * Math.PI) / 180;
    const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
    let start = -1;
    let end = -1;
    for (let r = faceWidth * 0.2; r < reach; r++) {
      const x = Math.round(cx + dx * r);
      const y = Math.round(eyes + dy * r);
      if (x < 0 || y < 0 || x >= size || y >= size) break;
      const i = y * size + x;
      if (start < 0 && hair.data[i] > 0.5) start = r;
      if (start >= 0 && person.data[i] < 0.5) {
        end = r;
        break;
      }
    }
    if (start >= 0 && end > start) {
      inner[k] = start;
      outer[k] = end;
      found[k] = 1;
    }
  }
  // Rays smoothed over ±6°, so the band is a smooth curve whatever the hairline's steps.
  const smoothInner = new Float64Array(angles);
  const smoothOuter = new Float64Array(angles);
  for (let k = 0; k < angles; k++) {
    let n = 0;
    for (let j = Math.max(0, k - 6); j <= Math.min(angles - 1, k + 6); j++) {
      if (!found[j]) continue;
      smoothInner[k] += inner[j];
      smoothOuter[k] += outer[j];
      n++;
    }
    if (n > 0) {
      smoothInner[k] /= n;
      smoothOuter[k] /= n;
    }
  }
  for (let y = 0; y < Math.min(size, Math.ceil(eyes)); y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (hair.data[i] < 0.5) continue;
      const dx = x - cx;
      const dy = y - eyes;
      // Degrees from straight up towards the lit side.
      const turn = litSide * ((Math.atan2(dy, dx) * 180) / Math.PI + 90);
      const k = Math.round(turn - MIDDLE + HALF_SPAN);
      if (k < 0 || k >= angles || smoothOuter[k] <= smoothInner[k]) continue;
      const depth = smoothOuter[k] - smoothInner[k];
      // Too thin a mass of hair (a close crop) has no room for a band.
      if (depth < faceWidth * 0.08) continue;
      const t = (Math.hypot(dx, dy) - smoothInner[k]) / depth;
      // Tapered: full width in the middle of its span, none at the ends.
      const taper = Math.sin((Math.PI * k) / (angles - 1));
      if (Math.abs(t - PLACE) < HALF_WIDTH * taper) out.data[i] = 1;
    }
  }
  const soft = blurGrey(out, Math.max(1.5, faceWidth * 0.012));
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.4, 0.6, soft.data[i]) * hair.data[i];
  return soft;
}
