// An AUTOMATIC1111-compatible image server (AUTOMATIC1111's web UI started with --api, Forge and
// SD.Next all speak it): /sdapi/v1/txt2img draws a prompt, /sdapi/v1/img2img repaints a picture,
// /sdapi/v1/progress says meanwhile how far it is.
// Only the core fields of each request are sent, none an extension adds (ControlNet…): any
// server of the family answers them. The answer's first image is the result; an answer that is
// not JSON, has no image, or whose image is not a PNG, JPEG or WebP throws.
import { pictureFormat, type StillFormat } from './image';
import { getJson, parseJson, postJson, serverAt } from './remoteHttp';

/** What both endpoints take. */
interface DrawRequest {
  prompt: string;
  negative_prompt: string;
  seed: number;
  /** Multiples of 8 (the model's latent is an eighth of the picture). */
  width: number;
  height: number;
  steps: number;
  cfg_scale: number;
  sampler_name: string;
  batch_size: 1;
  n_iter: 1;
}

export type Txt2ImgRequest = DrawRequest;

export interface Img2ImgRequest extends DrawRequest {
  /** The picture to repaint, base64 (no data-URL prefix: every server of the family reads that). */
  init_images: [string];
  /** How far from the picture the model may go: 0 gives it back, 1 ignores it. */
  denoising_strength: number;
  /** 0: the picture is resized to width × height (it is sent at that size already). */
  resize_mode: 0;
}

export interface ServerPicture {
  bytes: Uint8Array;
  format: StillFormat;
}

export interface SdCall {
  /** The server's base URL, e.g. http://127.0.0.1:7860. */
  baseUrl: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Hears how far the server says it is, 0–1, about every second while it draws. */
  progress?: (share: number) => void;
}

function firstImage(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('images' in answer)) return undefined;
  const { images } = answer;
  return Array.isArray(images) && typeof images[0] === 'string' && images[0] !== '' ? images[0] : undefined;
}

/** How often the server is asked how far the picture is, while it draws. */
const PROGRESS_EVERY_MS = 1000;

/** A1111's /sdapi/v1/progress answer's share done, 0–1, or undefined. */
function shareDone(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null || !('progress' in answer)) return undefined;
  const { progress } = answer;
  return typeof progress === 'number' && progress >= 0 && progress <= 1 ? progress : undefined;
}

/**
 * Asks the server how far it is every second until `done` settles, telling `heard` each share
 * (0–1). The server tells of the picture it is drawing now, which is another result's when two
 * wait there; a poll that fails is skipped.
 */
function followProgress(done: Promise<unknown>, call: SdCall, heard: (share: number) => void): void {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    const answer = await getJson({
      server: 'the image server',
      baseUrl: call.baseUrl,
      path: '/sdapi/v1/progress?skip_current_image=true',
      timeoutMs: PROGRESS_EVERY_MS * 2,
      signal: call.signal,
    }).catch(() => undefined);
    if (settled) return;
    const share = shareDone(answer);
    if (share !== undefined) heard(share);
    timer = setTimeout(() => void poll(), PROGRESS_EVERY_MS);
  };
  const stop = () => {
    settled = true;
    clearTimeout(timer);
  };
  done.then(stop, stop);
  timer = setTimeout(() => void poll(), PROGRESS_EVERY_MS);
}

async function draw(path: string, body: DrawRequest, call: SdCall): Promise<ServerPicture> {
  const where = serverAt('the image server', call.baseUrl);
  const { progress, ...http } = call;
  const asked = postJson({ server: 'the image server', path, body, ...http });
  if (progress) followProgress(asked, call, progress);
  const image = firstImage(parseJson((await asked).bytes));
  if (!image) throw new Error(`${where} sent no image (${path})`);
  // Some servers of the family prefix a data URL.
  const bytes = new Uint8Array(Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64'));
  const format = await pictureFormat(bytes);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp')
    throw new Error(`${where} sent an image that is not PNG, JPEG or WebP (${path})`);
  return { bytes, format };
}

/** The prompt drawn by the server. */
export function txt2img(request: Txt2ImgRequest, call: SdCall): Promise<ServerPicture> {
  return draw('/sdapi/v1/txt2img', request, call);
}

/** The picture repainted by the server after the prompt. */
export function img2img(request: Img2ImgRequest, call: SdCall): Promise<ServerPicture> {
  return draw('/sdapi/v1/img2img', request, call);
}
