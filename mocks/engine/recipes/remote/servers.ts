// Which model servers a developer has pointed the engine at, read from the environment at each
// result (a pool thread has its own copy of the environment, taken when it starts). None set:
// the local engine makes everything, as by default.
//   MIAO_ENGINE_SD_URL   an AUTOMATIC1111-compatible server: text-to-image and the still styles
//                        (+ _SIZE: the long side it draws, 1024 for SDXL-class models).
//   MIAO_ENGINE_TTI_URL  its older name, for text-to-image alone (SD_URL wins when both are set).
//   MIAO_ENGINE_TTS_URL  an OpenAI-compatible speech server (+ _KEY, _MODEL, _VOICES).
import type { ToolId } from '../../../../src/rules/catalog';

/**
 * How long a picture may take by default: a GPU answers in seconds, a CPU-only server in
 * minutes (raise the engine's own deadline, MOCK_ENGINE_DEADLINE_MS, 90 s, with it).
 */
const IMAGE_TIMEOUT_MS = 60_000;
/** How long speech may take by default: about a minute of audio is seconds on any server. */
const SPEECH_TIMEOUT_MS = 30_000;
const DEFAULT_SPEECH_MODEL = 'tts-1';
/** The long side a picture server draws: SDXL-class models' own; 512 or 768 suit SD 1.5 models. */
const IMAGE_LONG_SIDE = 1024;
const IMAGE_SIDE_RANGE = [256, 2048] as const;

/** The tools a picture server makes when one is set: text-to-image, and the still styles from a photo. */
export const IMAGE_SERVER_TOOLS = ['tti', 'cartoon', 'watercolor', 'avatar'] as const satisfies readonly ToolId[];
export type ImageServerTool = (typeof IMAGE_SERVER_TOOLS)[number];

export interface ImageServer {
  url: string;
  timeoutMs: number;
  /** The long side of the pictures it is asked for, a multiple of 8. */
  longSide: number;
}

export interface SpeechServer {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Voices named for some of ours (MIAO_ENGINE_TTS_VOICES), over the default table (voices.ts). */
  voices: ReadonlyMap<string, string>;
}

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function milliseconds(env: Env, names: readonly string[], fallback: number): number {
  for (const name of names) {
    const value = Number(text(env, name));
    if (Number.isFinite(value) && value > 0) return value;
  }
  return fallback;
}

/** MIAO_ENGINE_SD_SIZE as a multiple of 8 within the range models draw, or the default. */
function longSide(env: Env): number {
  const given = Number(text(env, 'MIAO_ENGINE_SD_SIZE'));
  if (!Number.isFinite(given)) return IMAGE_LONG_SIDE;
  const [least, most] = IMAGE_SIDE_RANGE;
  return Math.round(Math.min(most, Math.max(least, given)) / 8) * 8;
}

/** The picture server that makes `tool`'s results, if one is set. */
export function imageServerFor(tool: ToolId, env: Env = process.env): ImageServer | undefined {
  const sd = text(env, 'MIAO_ENGINE_SD_URL');
  const timeouts = ['MIAO_ENGINE_SD_TIMEOUT_MS', 'MIAO_ENGINE_TTI_TIMEOUT_MS'];
  if (tool === 'tti') {
    const url = sd ?? text(env, 'MIAO_ENGINE_TTI_URL');
    return url ? { url, timeoutMs: milliseconds(env, timeouts, IMAGE_TIMEOUT_MS), longSide: longSide(env) } : undefined;
  }
  const made = IMAGE_SERVER_TOOLS.some((known) => known === tool);
  return sd && made
    ? { url: sd, timeoutMs: milliseconds(env, timeouts.slice(0, 1), IMAGE_TIMEOUT_MS), longSide: longSide(env) }
    : undefined;
}

/**
 * MIAO_ENGINE_TTS_VOICES, "ttsch/0=zf_xiaobei,ttsen/0=af_heart": the server's own voice for
 * some of ours (a server whose voices for OpenAI's names read English only needs its Chinese
 * ones named). An entry without "=" or with an empty side is skipped.
 */
function voiceNames(env: Env): ReadonlyMap<string, string> {
  const entries = (text(env, 'MIAO_ENGINE_TTS_VOICES') ?? '').split(',').flatMap((entry) => {
    const [ours, theirs] = entry.split('=').map((side) => side.trim());
    return ours && theirs ? [[ours, theirs] as const] : [];
  });
  return new Map(entries);
}

/** The speech server, if one is set. */
export function speechServer(env: Env = process.env): SpeechServer | undefined {
  const url = text(env, 'MIAO_ENGINE_TTS_URL');
  if (!url) return undefined;
  return {
    url,
    apiKey: text(env, 'MIAO_ENGINE_TTS_KEY'),
    model: text(env, 'MIAO_ENGINE_TTS_MODEL') ?? DEFAULT_SPEECH_MODEL,
    voices: voiceNames(env),
    timeoutMs: milliseconds(env, ['MIAO_ENGINE_TTS_TIMEOUT_MS'], SPEECH_TIMEOUT_MS),
  };
}
