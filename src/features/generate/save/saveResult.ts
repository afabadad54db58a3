// Keeping a result on a phone: the file itself handed to the system share sheet, where the
// browser can share files (`navigator.canShare({ files })`); on phones the sheet offers "save
// image" / "save video", which a download does not (it lands in Files, or nowhere). Where the
// file cannot be shared (no file sharing, a type the browser will not share, a host that does
// not answer CORS), the download.
import { fetchMedia } from '../../../services/media';
import { allowedNavigation, safeFileName } from '../../../utils/untrusted';

/** What the media is when its host did not say (the stand-in does; some CDNs do not). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
};

function typeOf(fileName: string, said: string): string {
  if (said !== '' && said !== 'application/octet-stream') return said;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1].toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** The result as a File named `fileName`; null when it cannot be read (not a media host, gone, no CORS). */
export async function resultFile(url: string, fileName: string): Promise<File | null> {
  try {
    const { bytes, type } = await fetchMedia(url);
    // A copy on an ArrayBuffer of its own (what File takes).
    return new File([new Uint8Array(bytes)], safeFileName(fileName), { type: typeOf(fileName, type) });
  } catch {
    return null;
  }
}

/** Whether this browser's share sheet takes the file (false where there is no file sharing). */
export function canShareFile(file: File): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function') {
    return false;
  }
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** The download of `url` as `fileName`, as the download link does (only to a host the app may send the browser to). */
export function startDownload(url: string, fileName: string): boolean {
  const href = allowedNavigation(url);
  if (!href) return false;
  const link = document.createElement('a');
  link.href = href;
  link.download = safeFileName(fileName);
  // Media on another host ignores `download`: a new tab keeps the app.
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}

/**
 * shared: the sheet took it (or the person closed it: nothing to say); again: the sheet wants a
 * fresh tap (Safari allows a share only right after one, and reading the file took too long);
 * downloaded: no file sharing here, the download started; failed: neither could be done.
 */
export type SaveOutcome = 'shared' | 'again' | 'downloaded' | 'failed';

/** Shares `file` when there is one the sheet takes; else downloads `url`. */
export async function shareOrDownload(file: File | null, title: string, url: string, fileName: string): Promise<SaveOutcome> {
  if (file && canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
      if (error instanceof DOMException && error.name === 'NotAllowedError') return 'again';
      // Anything else (the sheet failed): the download still keeps it.
    }
  }
  return startDownload(url, fileName) ? 'downloaded' : 'failed';
}
