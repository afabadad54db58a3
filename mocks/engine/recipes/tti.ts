// Text to image. No image model ships in a registry package, so the local engine composes the
// picture from the words it knows (./tti/compose.ts) and says so in the result's settings.
// With MIAO_ENGINE_TTI_URL set to an AUTOMATIC1111-compatible server, that server draws it.
import type { Recipe } from '../types';
import { composePicture } from './tti/compose';
import { askImageServer } from './tti/remote';

export const tti: Recipe = async (input, progress) => {
  const prompt = (input.text ?? '').trim();
  if (!prompt) throw new Error('tti: no prompt');
  const server = process.env.MIAO_ENGINE_TTI_URL?.trim();
  const output = server
    ? await askImageServer(server, prompt, input.style, input.seed, progress)
    : await composePicture(prompt, input.style, input.seed, progress);
  progress(100);
  return output;
};
