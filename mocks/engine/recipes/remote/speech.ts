// Text to speech by a speech server (MIAO_ENGINE_TTS_URL, OpenAI's /v1/audio/speech): the text
// in the voice mapped from ours (voices.ts), asked as WAV (lossless, so the result is encoded
// once) and made into the result the local engine makes: MP3, mono, 64 kb/s, at the server's
// own rate (OpenAI's is 24 kHz), by ffmpeg, which reads whatever audio the server sent.
import { runFfmpeg } from '../../adapters/ffmpeg';
import { speechFromServer, type SpeechRequest } from '../../adapters/speechServer';
import type { Progress, RecipeOutput } from '../../types';
import type { SpeechServer } from './servers';
import { serverVoiceFor } from './voices';

export function speechRequest(server: SpeechServer, text: string, style: string): SpeechRequest {
  const mapped = serverVoiceFor(style);
  if (!mapped) throw new Error(`tts: unknown voice ${style}`);
  const voice = server.voices.get(style) ?? mapped;
  return { model: server.model, input: text, voice, response_format: 'wav' };
}

/** Any audio ffmpeg reads as the tts result's MP3; audio it cannot read fails the result. */
async function asMp3(audio: Uint8Array): Promise<Uint8Array> {
  const { stdout } = await runFfmpeg(
    ['-i', 'pipe:0', '-vn', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', '-compression_level', '7', '-f', 'mp3', 'pipe:1'],
    audio,
  ).catch((error: unknown) => {
    throw new Error(
      `tts: the speech server's audio could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  if (stdout.length === 0) throw new Error("tts: the speech server's audio held no sound");
  return stdout;
}

export async function speakOnServer(
  server: SpeechServer,
  text: string,
  style: string,
  progress: Progress,
  signal?: AbortSignal,
): Promise<RecipeOutput> {
  const request = speechRequest(server, text, style);
  progress(5);
  const audio = await speechFromServer(request, {
    baseUrl: server.url,
    apiKey: server.apiKey,
    timeoutMs: server.timeoutMs,
    signal,
  });
  progress(80);
  return { bytes: await asMp3(audio), mime: 'audio/mpeg', ext: 'mp3', note: `remote: ${server.model} ${request.voice}` };
}
