// Several results saved as one zip built in the browser. fflate (a small, well-kept zip writer)
// loads on demand, the first time someone saves a set: it is not in any page's first load.
// Media is stored as it is (already compressed); each file keeps the name a single download
// gets (safe whatever the server's ids hold), made unique within the zip. fetchMedia reads only
// from the media hosts: a result elsewhere is counted as failed.
import { fetchMedia } from '../../../services/media';
import type { Resource } from '../../../services/types';
import { safeFileName, uniqueFileNames } from '../../../utils/untrusted';
import { resourceFileName } from './resourceNames';

export interface ZipOutcome {
  saved: number;
  /** Results that could not be read (gone, or their host refused) and are not in the zip. */
  failed: number;
}

/** Builds the zip of the finished results among `items`; rejects when none could be read. */
export async function buildZip(items: readonly Resource[]): Promise<{ zip: Uint8Array } & ZipOutcome> {
  const [{ zipSync }, files] = await Promise.all([import(/* webpackChunkName: "zip" */ 'fflate'), readAll(items)]);
  const saved = Object.keys(files.ok).length;
  if (saved === 0) throw new Error('nothing to zip');
  return { zip: zipSync(files.ok, { level: 0 }), saved, failed: files.failed };
}

async function readAll(items: readonly Resource[]): Promise<{ ok: Record<string, Uint8Array>; failed: number }> {
  const done = items.filter((item) => item.status === 'done');
  const read = await Promise.allSettled(done.map((item) => fetchMedia(item.url)));
  const ok: Record<string, Uint8Array> = {};
  const nameOf = uniqueFileNames();
  let failed = items.length - done.length;
  read.forEach((result, i) => {
    if (result.status === 'rejected') {
      failed += 1;
      return;
    }
    ok[nameOf(resourceFileName(done[i]))] = result.value.bytes;
  });
  return { ok, failed };
}

/** Builds the zip and hands it to the browser as a download named `fileName`. */
export async function downloadZip(items: readonly Resource[], fileName: string): Promise<ZipOutcome> {
  const { zip, saved, failed } = await buildZip(items);
  // A copy on an ArrayBuffer of its own (what Blob takes; fflate's may be any buffer).
  const href = URL.createObjectURL(new Blob([new Uint8Array(zip)], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { saved, failed };
}
