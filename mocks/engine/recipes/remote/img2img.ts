// A still style repainted by a picture server (MIAO_ENGINE_SD_URL): the run's photo framed as
// the style frames it (framing.ts), sent as a JPEG in base64 to /sdapi/v1/img2img with the
// style's prompt and strength (prompts.ts), the person named (subject.ts) and the result's seed.
// HD asks for the normal size with the same seed and enlarges the answer (a model given another
// size draws another picture), as the watercolor and text-to-image do.
import { encodeStill } from '../../adapters/image';
import { img2img, type Img2ImgRequest } from '../../adapters/sdServer';
import type { Progress, RecipeInput, RecipeOutput } from '../../types';
import { enlargePicture, scaleOf } from '../shared/scale';
import { framedForServer } from './framing';
import { pictureOutput } from './pictureOutput';
import { repaintedStyle, type RepaintedStyle } from './prompts';
import type { ImageServer } from './servers';
import { subjectOf } from './subject';

/** The tools whose still is a portrait of the largest face, framed on it (the others send the whole photo). */
const FRAMED_ON_FACE = new Set(['avatar']);

export function img2imgRequest(
  look: RepaintedStyle,
  subject: string,
  picture: { jpegBase64: string; width: number; height: number },
  seed: number,
): Img2ImgRequest {
  return {
    prompt: look.prompt.replaceAll('{subject}', subject),
    negative_prompt: look.negative,
    seed,
    width: picture.width,
    height: picture.height,
    steps: 30,
    cfg_scale: look.guidance,
    sampler_name: 'Euler a',
    batch_size: 1,
    n_iter: 1,
    init_images: [picture.jpegBase64],
    denoising_strength: look.denoise,
    resize_mode: 0,
  };
}

export async function repaintOnServer(
  server: ImageServer,
  input: RecipeInput,
  progress: Progress,
  signal?: AbortSignal,
): Promise<RecipeOutput> {
  const look = repaintedStyle(input.tool, input.style);
  if (!look) throw new Error(`${input.tool}: unknown style ${input.style}`);
  if (!input.photo) throw new Error(`${input.tool}: a photo is needed`);
  const face = input.faces?.[0];
  const onFace = FRAMED_ON_FACE.has(input.tool);
  if (onFace && !face) throw new Error(`${input.tool}: a photo with a face is needed`);
  const scale = scaleOf(input);
  progress(2);
  const framed = await framedForServer(input.photo, onFace ? face : undefined, server.longSide);
  const subject = await subjectOf(framed, face !== undefined);
  const jpeg = await encodeStill(framed, 'jpeg');
  progress(10);
  const request = img2imgRequest(
    look,
    subject,
    { jpegBase64: Buffer.from(jpeg).toString('base64'), width: framed.width, height: framed.height },
    input.seed,
  );
  const picture = await img2img(request, {
    baseUrl: server.url,
    timeoutMs: server.timeoutMs,
    signal,
    // The server's share done, between what was done here before and after.
    progress: (share) => progress(10 + 80 * share),
  });
  progress(90);
  return enlargePicture(pictureOutput(picture, 'remote: AUTOMATIC1111 img2img'), scale);
}
