// The engine's voices and the tool's descriptor agree: every offered voice is made, in the
// language the descriptor declares, so a text of another language is refused (4008) before
// any charge by the same check the stand-in's task route runs (src/rules/input.ts).
import { describe, expect, it } from 'vitest';
import { CODES } from '../../../../src/rules/errorCodes';
import { checkText, problemCode } from '../../../../src/rules/input';
import { voiceLanguage, type SpeechLanguage } from '../../../../src/rules/speech';
import { tts } from '../../../../src/rules/tools/tts';
import { voices, type VoiceSpeech } from './voices';

function languageOf(speech: VoiceSpeech): SpeechLanguage {
  if (speech.engine === 'flite') return 'en';
  return speech.voice === 'cmn' ? 'zh' : 'en';
}

describe('tts voices', () => {
  it('offers Flite’s English first (a woman, a child) and eSpeak’s still, each voice made in the language the descriptor declares', () => {
    const english = tts.styles.filter((style) => voiceLanguage('tts', style) === 'en');
    expect(english).toEqual(['ttsen/0', 'ttsen/2', 'ttsen/1']);
    expect(english.map((style) => voices[style].speech.engine)).toEqual(['flite', 'flite', 'espeak']);
    expect(Object.keys(voices).sort()).toEqual([...tts.styles].sort());
    for (const [style, voice] of Object.entries(voices)) {
      expect([style, voiceLanguage('tts', style)]).toEqual([style, languageOf(voice.speech)]);
    }
  });

  it('has each English voice, the new ones included, refuse Chinese text with 4008, and each Chinese voice English text', () => {
    const refusal = (text: string, style: string) => {
      const problem = checkText('tts', text, [style]);
      return problem && problemCode(problem);
    };
    expect(CODES.textLanguage).toBe(4008);
    expect(refusal('你好，欢迎使用。', 'ttsen/1')).toBe(CODES.textLanguage);
    expect(refusal('你好，欢迎使用。', 'ttsen/2')).toBe(CODES.textLanguage);
    for (const style of tts.styles) {
      const other = voiceLanguage('tts', style) === 'en' ? '今天天气很好，我们一起去公园散步吧。' : 'Hello from Miao.';
      expect([style, refusal(other, style)]).toEqual([style, CODES.textLanguage]);
    }
  });
});
