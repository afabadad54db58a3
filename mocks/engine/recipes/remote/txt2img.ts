// Text-to-image through an AUTOMATIC1111-compatible server (AUTOMATIC1111, Forge, SD.Next all
// speak /sdapi/v1/txt2img), when MIAO_ENGINE_TTI_URL names one. Its answer's first image is
// the result; an error answer, a malformed one or no answer in time fails the result.
import { pictureFormat } from '../../adapters/image';
import type { RecipeOutput } from '../../types';

/** How long a picture may take (a CPU-only server is slow; a GPU answers in seconds). */
const DEFAULT_TIMEOUT_MS = 60_000;

/** Words added to the prompt for each style, so the server's model draws the style. */
const STYLE_WORDS: Readonly<Record<string, string>> = {
  '1000': 'photorealistic, detailed, natural light, high quality photograph',
  '1001': 'flat illustration, clean lines, vivid colours, vector art',
};

const NEGATIVE = 'lowres, blurry, watermark, text, signature, deformed, disfigured';

export interface Txt2ImgRequest {
  prompt: string;
  negative_prompt: string;
  seed: number;
  width: number;
  height: number;
  steps: number;
  sampler_name: string;
}

function timeoutMs(): number {
  const given = Number(process.env.MIAO_ENGINE_TTI_TIMEOUT_MS);
  return Number.isFinite(given) && given > 0 ? given : DEFAULT_TIMEOUT_MS;
}

function firstImage(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const images = (answer as { images?: unknown }).images;
  return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : undefined;
}

export async function askImageServer(
  serverUrl: string,
  prompt: string,
  style: string,
  seed: number,
  progress: (percent: number) => void,
): Promise<RecipeOutput> {
  const words = STYLE_WORDS[style];
  if (!words) throw new Error(`tti: unknown style ${style}`);
  const body: Txt2ImgRequest = {
    prompt: `${prompt}, ${words}`,
    negative_prompt: NEGATIVE,
    seed,
    width: 1024,
    height: 1024,
    steps: 25,
    sampler_name: 'Euler a',
  };
  const endpoint = `${serverUrl.replace(/\/+$/, '')}/sdapi/v1/txt2img`;
  const limit = timeoutMs();
  progress(5);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(limit),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new Error(
      timedOut
        ? `tti: the image server at ${serverUrl} did not answer within ${Math.round(limit / 1000)} s`
        : `tti: the image server at ${serverUrl} could not be reached (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok) throw new Error(`tti: the image server at ${serverUrl} answered ${response.status}`);
  progress(80);
  const image = firstImage(await response.json().catch(() => undefined));
  if (!image) throw new Error(`tti: the image server at ${serverUrl} sent no image`);
  // Some servers prefix a data URL.
  const bytes = Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64');
  const format = await pictureFormat(bytes);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp')
    throw new Error(`tti: the image server at ${serverUrl} sent an image that is not PNG, JPEG or WebP`);
  const ext = format === 'jpeg' ? 'jpg' : format;
  return { bytes: new Uint8Array(bytes), mime: `image/${format}`, ext, note: 'remote: AUTOMATIC1111 txt2img' };
}
