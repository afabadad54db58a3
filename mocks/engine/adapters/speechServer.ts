// An OpenAI-compatible speech server (OpenAI's own, or one run locally that speaks its API:
// openedai-speech, Kokoro-FastAPI, LocalAI…): POST /v1/audio/speech with the text and a voice
// answers the audio's bytes. An answer that is JSON (an error some servers send with 200) or
// empty throws, so the result fails.
import { postJson, serverAt } from './remoteHttp';

/** The request's body, as OpenAI's API reference names its fields. */
export interface SpeechRequest {
  model: string;
  input: string;
  voice: string;
  response_format: 'mp3' | 'wav' | 'flac' | 'opus' | 'aac';
}

export interface SpeechCall {
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>` when given. */
  apiKey?: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The smallest audio answer taken as speech: a header and a few frames. */
const MIN_AUDIO_BYTES = 64;

/** The text read aloud by the server: the audio's bytes, in the format asked (ffmpeg reads what it is). */
export async function speechFromServer(request: SpeechRequest, call: SpeechCall): Promise<Uint8Array> {
  const where = serverAt('the speech server', call.baseUrl);
  const answer = await postJson({
    server: 'the speech server',
    baseUrl: call.baseUrl,
    // OpenAI's base URL is often written with its version (https://api.openai.com/v1).
    path: /\/v1\/*$/.test(call.baseUrl) ? '/audio/speech' : '/v1/audio/speech',
    body: request,
    timeoutMs: call.timeoutMs,
    signal: call.signal,
    headers: call.apiKey ? { authorization: `Bearer ${call.apiKey}` } : undefined,
  });
  if (/json|text/i.test(answer.contentType))
    throw new Error(
      `${where} answered ${answer.contentType} instead of audio: ${new TextDecoder().decode(answer.bytes.subarray(0, 200))}`,
    );
  if (answer.bytes.length < MIN_AUDIO_BYTES) throw new Error(`${where} sent no audio (${answer.bytes.length} bytes)`);
  return answer.bytes;
}
