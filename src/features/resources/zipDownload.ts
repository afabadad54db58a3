// Several results saved as one zip built in the browser. fflate (a small, well-kept zip writer)
// loads on demand, the first time someone saves a set: it is not in any page's first load.
// Media is stored as it is (already compressed); each file keeps the name a single download
// gets, made unique within the zip.
import { fetchMedia } from '../../services/media';
import type { Resource } from '../../services/types';
import { resourceFileName } from '../generate/resourceNames';
import { allowedNavigation } from '../security/navigation';

export interface ZipOutcome {
  saved: number;
  /** Results that could not be read (gone, or their host refused) and are not in the zip. */
  failed: number;
}

/** "a.png", "a.png" → "a.png", "a (2).png". */
function unique(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const next = `${stem} (${n})${ext}`;
    if (!taken.has(next)) return next;
  }
}

/** Builds the zip of the finished results among `items`; rejects when none could be read. */
export async function buildZip(items: readonly Resource[]): Promise<{ zip: Uint8Array } & ZipOutcome> {
  const [{ zipSync }, files] = await Promise.all([import(/* webpackChunkName: "zip" */ 'fflate'), readAll(items)]);
  const saved = Object.keys(files.ok).length;
  if (saved === 0) throw new Error('nothing to zip');
  return { zip: zipSync(files.ok, { level: 0 }), saved, failed: files.failed };
}

async function readAll(items: readonly Resource[]): Promise<{ ok: Record<string, Uint8Array>; failed: number }> {
  const done = items.filter((item) => item.status === 'done' && allowedNavigation(item.url) !== null);
  const read = await Promise.allSettled(done.map((item) => fetchMedia(item.url)));
  const ok: Record<string, Uint8Array> = {};
  const taken = new Set<string>();
  let failed = items.length - done.length;
  read.forEach((result, i) => {
    if (result.status === 'rejected') {
      failed += 1;
      return;
    }
    const name = unique(resourceFileName(done[i]), taken);
    taken.add(name);
    ok[name] = result.value.bytes;
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
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { saved, failed };
}
