// Which language a voice speaks and which a text is in: a voice given another language's text
// spells it (eSpeak's English voice reads each Han character as "Chinese letter"), so the page
// refuses it before Start and the stand-in before any charge (src/rules/input.ts checkText).
import { toolOf, type ToolId } from './catalog';
import type { SpeechLanguage } from './tools/define';

export type { SpeechLanguage } from './tools/define';

const HAN = /\p{Script=Han}/u;
const LATIN_LETTER = /(?=\p{Script=Latin})\p{L}/u;

/**
 * The language a text is in, by its letters: each Han character weighs 2 (a syllable, and two
 * width units as in textWidth), each Latin letter 1 (a part of a word). The heavier side wins, so
 * "我爱 AI" (4 against 2) is Chinese and "I love 北京" (5 against 4) English. Digits,
 * punctuation, spaces, emoji and other scripts weigh nothing: a text of none of these letters,
 * or of both in equal weight, is null (no language to refuse; any voice may read it).
 */
export function textLanguage(text: string): SpeechLanguage | null {
  let han = 0;
  let latin = 0;
  for (const char of text) {
    if (HAN.test(char)) han += 2;
    else if (LATIN_LETTER.test(char)) latin += 1;
  }
  if (han === latin) return null;
  return han > latin ? 'zh' : 'en';
}

/** The language a tool's voice speaks; null for a tool that does not speak or a style it does not declare. */
export function voiceLanguage(tool: ToolId, style: string): SpeechLanguage | null {
  const input = toolOf(tool).input;
  if (input.kind !== 'text' || input.purpose !== 'speech') return null;
  return Object.hasOwn(input.voices, style) ? input.voices[style] : null;
}

/** The tool's first voice of a language (in the descriptor's order), if it has one: the way on from a refusal. */
export function voiceFor(tool: ToolId, language: SpeechLanguage): string | undefined {
  return toolOf(tool).styles.find((style) => voiceLanguage(tool, style) === language);
}
