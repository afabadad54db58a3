// Can the photo be decoded? The request path's last input check (mocks/routes/tasks.ts), before any
// charge and before the face check: a truncated JPEG or a WebP whose header lies about its size
// passes the rulebook's header checks (src/rules/input.ts) but no recipe could read it. The image
// adapter decodes it shrunk on load (JPEG decodes at 1/8 size for a thumbnail), failing on
// truncation, and the size it finds must be the size the header claimed.
import { PHOTO_MAX_PX } from '../../../src/rules/input';
import { decodesAt } from './image';

/** A picture whose real size is larger than any allowed is refused before its pixels are read. */
export function decodes(bytes: Uint8Array, claimed: { width: number; height: number }): Promise<boolean> {
  return decodesAt(bytes, claimed, PHOTO_MAX_PX);
}
