// The glass kept clear in front of the eyes, nose and mouth. A helmet's visor and a robot's
// faceplate mirror their light and tint what is behind them; laid over the whole face, the
// twelfth panel read it as "a blurry face in the helmet", "low-contrast behind the visor": a
// white veil takes the features' contrast and a blue tint over warm skin turns it pink-grey.
// So the glass's sheen and tint stay on its rim, the cap and the collar, and in front of the
// face only a trace of it (`trace`) is left, as seen through a clean visor in a film still.
import { n, type SceneFace } from '../kit';

/**
 * An SVG mask (its `id`) that is white (the glass's effects whole) everywhere but over the
 * face's oval, where it falls softly to `trace`: the ellipse through the face's box, its
 * edge feathered over 0.07 of the face's width so no line shows where the sheen stops.
 */
export function clearFaceMask(id: string, face: SceneFace, trace: number): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const grey = Math.round(Math.min(1, Math.max(0, trace)) * 255);
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${face.size}" height="${face.size}"><rect width="${face.size}" height="${face.size}" fill="#fff"/><filter id="${id}Soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(w * 0.07)}"/></filter><ellipse cx="${n(face.centreX)}" cy="${n((face.top + face.bottom) / 2 + h * 0.04)}" rx="${n(w * 0.4)}" ry="${n(h * 0.44)}" fill="rgb(${grey},${grey},${grey})" filter="url(#${id}Soft)"/></mask>`;
}
