// Text to image. No image model ships in a registry package, so the local engine composes the
// picture from the words it knows (./tti/compose.ts) and says so in the result's settings.
// With a picture server set (MIAO_ENGINE_SD_URL, or its older name MIAO_ENGINE_TTI_URL:
// ./remote/servers.ts), that server draws it (./remote/txt2img.ts).
import type { Recipe } from '../types';
import { drawOnServer } from './remote/txt2img';
import { imageServerFor } from './remote/servers';
import { composePicture } from './tti/compose';
import { enlargePicture, scaleOf } from './shared/scale';

export const tti: Recipe = async (input, progress) => {
  const prompt = (input.text ?? '').trim();
  if (!prompt) throw new Error('tti: no prompt');
  const server = imageServerFor('tti');
  const scale = scaleOf(input);
  // HD: composed locally, the SVG is drawn again at the larger size (compose.ts). A model asked
  // for twice the size with the same seed draws another picture, so the server's picture is
  // enlarged instead (shared/scale.ts).
  const output = server
    ? await enlargePicture(await drawOnServer(server, prompt, input.style, input.seed, progress), scale)
    : await composePicture(prompt, input.style, input.seed, progress, scale);
  progress(100);
  return output;
};
