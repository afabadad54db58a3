// A picture server's answer as a result: its bytes as they came (re-encoding would only lose),
// typed by what they are.
import type { ServerPicture } from '../../adapters/sdServer';
import type { RecipeOutput } from '../../types';

export function pictureOutput(picture: ServerPicture, note: string): RecipeOutput {
  const ext = picture.format === 'jpeg' ? 'jpg' : picture.format;
  return { bytes: picture.bytes, mime: `image/${picture.format}`, ext, note };
}
