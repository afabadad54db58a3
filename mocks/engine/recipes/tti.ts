// Text to image. No image model ships in a registry package, so the local engine composes the
// picture from the words it knows (./tti/compose.ts) and says so in the result's settings.
// With MIAO_ENGINE_TTI_URL set to an AUTOMATIC1111-compatible server, that server draws it.
import type { Recipe } from '../types';
import { composePicture } from './tti/compose';
import { askImageServer } from './tti/remote';
import { enlargePicture, scaleOf } from './shared/scale';

export const tti: Recipe = async (input, progress) => {
  const prompt = (input.text ?? '').trim();
  if (!prompt) throw new Error('tti: no prompt');
  const server = process.env.MIAO_ENGINE_TTI_URL?.trim();
  const scale = scaleOf(input);
  // HD: composed locally, the SVG is drawn again at the larger size (compose.ts). A model asked
  // for twice the size with the same seed draws another picture, so the server's picture is
  // enlarged instead (shared/scale.ts).
  const output = server
    ? await enlargePicture(await askImageServer(server, prompt, input.style, input.seed, progress), scale)
    : await composePicture(prompt, input.style, input.seed, progress, scale);
  progress(100);
  return output;
};
