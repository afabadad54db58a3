// What the full-screen viewer shows: the finished results of a list (my resources) or a run, in
// its order, each with the photo it was made from when there is one. Kept apart from the viewer
// itself, which is a chunk of its own (lazyViewer.tsx).
import type { Resource } from '../../../services/types';
import { allowedMedia } from '../../../utils/untrusted';

export interface ViewerItem {
  resource: Resource;
  /** The photo it was made from (the server's source, or the run's own photo), shown beside it. */
  original?: string;
}

/** A result the viewer can show: finished, with media of a kind this app plays. */
export function viewable(resource: Resource): boolean {
  return resource.status === 'done' && resource.kind !== 'unknown' && allowedMedia(resource.url) !== '';
}

/** The viewable results of `list`, in order; `localSource` stands in for a missing source (a run's photo). */
export function viewerItems(list: readonly Resource[], localSource?: string): ViewerItem[] {
  return list.filter(viewable).map((resource) => {
    const original = allowedMedia(resource.source) || allowedMedia(localSource);
    return original ? { resource, original } : { resource };
  });
}
