// Lines drawn over a stylised picture: ink darkness from the shared difference-of-Gaussians
// finder, laid on in a chosen ink colour.
import type { Colour, Grey, Rgb } from '../../shared/raster';

export function drawInk(picture: Rgb, ink: Grey, colour: Colour, opacity = 1): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const a = ink.data[i] * opacity;
    if (a <= 0) continue;
    data[p] += (colour[0] - data[p]) * a;
    data[p + 1] += (colour[1] - data[p + 1]) * a;
    data[p + 2] += (colour[2] - data[p + 2]) * a;
  }
}
