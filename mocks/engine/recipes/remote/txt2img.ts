// Text-to-image by a picture server (MIAO_ENGINE_SD_URL, or its older name MIAO_ENGINE_TTI_URL):
// the user's prompt and the style's words (prompts.ts), the result's seed, a square of the
// server's size (servers.ts: 1024 by default, the local engine's, a size SDXL draws). The image
// models such servers run read English: a Chinese prompt also carries, in English, the concepts
// the local engine's vocabulary understood in it ("一只猫坐在船上" → "…, cat, boat"), so the
// model is told the subject even when it cannot read the rest.
import { txt2img, type Txt2ImgRequest } from '../../adapters/sdServer';
import type { Progress, RecipeOutput } from '../../types';
import { understand } from '../tti/refusal';
import { drawnStyle } from './prompts';
import type { ImageServer } from './servers';
import { pictureOutput } from './pictureOutput';

const HAN = /\p{Script=Han}/u;

/** The prompt as the server reads it: in English words too when it is written in Chinese. */
export function serverPrompt(prompt: string): string {
  if (!HAN.test(prompt)) return prompt;
  const english = understand(prompt).understood.map((word) => word.en);
  return english.length > 0 ? `${prompt}, ${english.join(', ')}` : prompt;
}

export function txt2imgRequest(prompt: string, style: string, seed: number, side: number): Txt2ImgRequest {
  const look = drawnStyle(style);
  if (!look) throw new Error(`tti: unknown style ${style}`);
  return {
    prompt: `${serverPrompt(prompt)}, ${look.words}`,
    negative_prompt: look.negative,
    seed,
    width: side,
    height: side,
    steps: 25,
    cfg_scale: 7,
    sampler_name: 'Euler a',
    batch_size: 1,
    n_iter: 1,
  };
}

export async function drawOnServer(
  server: ImageServer,
  prompt: string,
  style: string,
  seed: number,
  progress: Progress,
  signal?: AbortSignal,
): Promise<RecipeOutput> {
  const request = txt2imgRequest(prompt, style, seed, server.longSide);
  progress(5);
  const picture = await txt2img(request, {
    baseUrl: server.url,
    timeoutMs: server.timeoutMs,
    signal,
    progress: (share) => progress(5 + 85 * share),
  });
  progress(90);
  return pictureOutput(picture, 'remote: AUTOMATIC1111 txt2img');
}
