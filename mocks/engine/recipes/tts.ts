// Text to speech: the user's own text read in the style's voice, as MP3: by eSpeak NG for the
// ttsch voices (Mandarin; Latin words inside Chinese text are read by eSpeak's English rules)
// and ttsen/1, by Flite for ttsen/0 (English). The seed does not change a voice: one text in
// one voice is one recording. With a speech server set (MIAO_ENGINE_TTS_URL: ./remote/servers.ts),
// that server reads it in the voice mapped from ours (./remote/speech.ts), as the same MP3.
import { speakFlite } from '../adapters/flite';
import { speak } from '../adapters/speech';
import type { Recipe } from '../types';
import { speechServer } from './remote/servers';
import { speakOnServer } from './remote/speech';
import { speechToMp3 } from './tts/encode';
import { voices, type VoiceSpeech } from './tts/voices';

/** Whether a UTF-16 unit is a control character other than tab and line breaks. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/** Line breaks and runs of spaces read as one pause; control characters are dropped. */
function cleanText(text: string): string {
  return [...text]
    .filter((character) => !isControl(character.charCodeAt(0)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function speakIn(text: string, speech: VoiceSpeech): Promise<Uint8Array> {
  return speech.engine === 'flite' ? speakFlite(text, speech) : speak(text, speech);
}

export const tts: Recipe = async (input, progress) => {
  const voice = voices[input.style];
  if (!voice) throw new Error(`tts: unknown voice ${input.style}`);
  const text = cleanText(input.text ?? '');
  if (!text) throw new Error('tts: no text to read');
  const server = speechServer();
  if (server) return speakOnServer(server, text, input.style, progress);
  progress(5);
  const wav = await speakIn(text, voice.speech);
  // Speaking is a sixth (eSpeak) to about half (Flite) of the time, the MP3 encoding the rest.
  progress(20);
  const bytes = await speechToMp3(wav, voice);
  progress(100);
  return { bytes, mime: 'audio/mpeg', ext: 'mp3' };
};
