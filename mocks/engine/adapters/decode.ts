// Can the photo be decoded? The request path's last input check (mocks/routes/tasks.ts), before any
// charge and before the face check: a truncated JPEG or a WebP whose header lies about its size
// passes the rulebook's header checks (src/rules/input.ts) but no recipe could read it. sharp
// decodes it shrunk on load (JPEG decodes at 1/8 size for a thumbnail), failing on truncation,
// and the size it finds must be the size the header claimed.
import sharp from 'sharp';
import { PHOTO_MAX_PX } from '../../../src/rules/input';

/** A thumbnail is enough to prove every byte of the picture is there and readable. */
const PROBE_SIDE = 64;

export async function decodes(bytes: Uint8Array, claimed: { width: number; height: number }): Promise<boolean> {
  try {
    // A picture whose real size is larger than any allowed is refused before its pixels are read.
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: PHOTO_MAX_PX * PHOTO_MAX_PX });
    const { width, height } = await image.metadata();
    if (width !== claimed.width || height !== claimed.height) return false;
    await image.resize(PROBE_SIDE, PROBE_SIDE, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
