// Speech: eSpeak NG compiled to WASM (npm `espeak-ng`) speaks a text in a voice, as WAV bytes.
// The espeak-ng command line runs over one instance per thread, reset before each run
// (./espeakProgram.ts). The text goes in as a file, never as an argument, so no text can be
// read as an option.
import { runEspeak } from './espeakProgram';

export interface SpeechOptions {
  /** eSpeak NG voice: 'cmn' (Mandarin) or 'en' (English). */
  voice: 'cmn' | 'en';
  /** A voice variant of espeak-ng-data/voices/!v: 'f1'…'f5', 'm1'…'m8', 'croak', 'whisper', … */
  variant?: string;
  /** Pitch, 0–99 (eSpeak's default 50). */
  pitch?: number;
  /** Speed in words per minute, 80–450 (eSpeak's default 175). */
  speed?: number;
  /** Volume, 0–200 (eSpeak's default 100). */
  amplitude?: number;
}

/** eSpeak NG writes 16-bit mono PCM at this rate. */
export const SPEECH_SAMPLE_RATE = 22050;

const VARIANT = /^[A-Za-z][\w-]{0,30}$/;
const TEXT_FILE = '/in.txt';
const WAV_FILE = '/out.wav';

const clamp = (value: number, low: number, high: number) => Math.round(Math.min(high, Math.max(low, value)));

function argumentsFor(options: SpeechOptions): string[] {
  if (options.variant !== undefined && !VARIANT.test(options.variant))
    throw new Error(`unknown voice variant ${options.variant}`);
  const voice = options.variant ? `${options.voice}+${options.variant}` : options.voice;
  const args = ['-v', voice];
  if (options.pitch !== undefined) args.push('-p', String(clamp(options.pitch, 0, 99)));
  if (options.speed !== undefined) args.push('-s', String(clamp(options.speed, 80, 450)));
  if (options.amplitude !== undefined) args.push('-a', String(clamp(options.amplitude, 0, 200)));
  return [...args, '-w', WAV_FILE, '-f', TEXT_FILE];
}

/** The text spoken in the voice, as a WAV file (16-bit mono, 22 050 Hz). */
export async function speak(text: string, options: SpeechOptions): Promise<Uint8Array> {
  const { status, output, errors } = await runEspeak(argumentsFor(options), { path: TEXT_FILE, text }, WAV_FILE);
  if (status !== 0 || !output) {
    const said = errors.length ? `: ${errors.join(' ')}` : '';
    throw new Error(`espeak-ng made no speech (exit status ${status})${said}`);
  }
  return output;
}

/** A WAV file's sample rate in Hz (eSpeak's 22 050, Flite's 16 000), from its header. */
export function wavSampleRate(wav: Uint8Array): number {
  return new DataView(wav.buffer, wav.byteOffset, wav.byteLength).getUint32(24, true);
}

/** Length in seconds of a WAV file's sound (its `data` chunk), for tests and progress. */
export function wavDurationS(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const byteRate = view.getUint32(28, true);
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    // eSpeak writing to a file it cannot seek leaves the sizes at their maximum: the rest is data.
    if (id === 'data') return Math.min(size, wav.byteLength - offset - 8) / byteRate;
    offset += 8 + size + (size % 2);
  }
  return 0;
}
