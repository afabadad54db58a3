// Media the app already has a link to, read back as bytes: a result's photo to make it again
// (tasks/rerun), results to put in a zip. Same-origin media (the stand-in) just works; a CDN
// must answer CORS for the page's origin (docs/deploy.md). The link is the server's: only
// media on the media hosts (the page's own, MIAO_MEDIA_HOSTS) is fetched, whoever asks.
import { fetchableMedia } from '../utils/untrusted';
import { ApiError } from './errors';

export interface MediaBytes {
  bytes: Uint8Array;
  /** The Content-Type the media came with ('' when none). */
  type: string;
}

/** The media's bytes; rejects with `mediaUnreadable` when it is not on a media host (never asked for), gone or unreachable. */
export async function fetchMedia(url: string, signal?: AbortSignal): Promise<MediaBytes> {
  const allowed = fetchableMedia(url);
  if (allowed === null) throw new ApiError('unknown', { reason: 'mediaUnreadable' });
  let response: Response;
  try {
    response = await fetch(allowed, { signal, credentials: 'omit' });
  } catch {
    throw new ApiError('network', { reason: 'mediaUnreadable' });
  }
  if (!response.ok) throw new ApiError('http', { reason: 'mediaUnreadable' }, response.status);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type')?.split(';')[0].trim() ?? '',
  };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000; // String.fromCharCode's argument list stays small
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The media as a data: URL (what a photo tool's task takes). */
export async function mediaAsDataUrl(url: string): Promise<string> {
  const { bytes, type } = await fetchMedia(url);
  return `data:${type || 'application/octet-stream'};base64,${base64(bytes)}`;
}
