// The speech server's voice for each of ours (MIAO_ENGINE_TTS_URL). OpenAI's six original voices
// are the names every compatible server knows (openedai-speech, Kokoro-FastAPI and LocalAI map
// them to their own); its multilingual models read Chinese and English in any of them, so each
// of ours takes the one nearest in kind. tsc holds the table to the tts descriptor's voices.
// A server whose voices for these names read English only (Kokoro's) is given its own names for
// ours in MIAO_ENGINE_TTS_VOICES (servers.ts).
import type { StyleOf } from '../../../../src/rules/catalog';

/** alloy: neutral; echo: a light man's; fable: bright and expressive; onyx: a deep man's; nova: a lively woman's; shimmer: a soft woman's. */
export type ServerVoice = 'alloy' | 'echo' | 'fable' | 'onyx' | 'nova' | 'shimmer';

export const SERVER_VOICES: { readonly [Voice in StyleOf<'tts'>]: ServerVoice } = {
  // 女声·温柔 (female, gentle)
  'ttsch/0': 'shimmer',
  // 男声·沉稳 (male, calm)
  'ttsch/2': 'onyx',
  // 女声·活泼 (female, lively)
  'ttsch/3': 'nova',
  // 男声·阳光 (male, bright)
  'ttsch/4': 'echo',
  // 童声·可爱 (child, playful): no server voice is a child's; fable is the youngest-sounding.
  'ttsch/5': 'fable',
  // English · female
  'ttsen/0': 'nova',
  // English · child
  'ttsen/2': 'fable',
  // English · electronic: the neutral voice (a model's voice is never robotic).
  'ttsen/1': 'alloy',
};

function isOurVoice(style: string): style is StyleOf<'tts'> {
  return Object.hasOwn(SERVER_VOICES, style);
}

/** The server's voice for our voice `style`, or undefined for a voice we do not have. */
export function serverVoiceFor(style: string): ServerVoice | undefined {
  return isOurVoice(style) ? SERVER_VOICES[style] : undefined;
}
