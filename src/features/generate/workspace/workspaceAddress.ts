// The home page's workspace lives in the query string (?tool=avatar&style=pix/pixar) so it can
// be linked and reloaded; slashes in a style stay readable in the address. One builder for the
// home page (pages/home/workspaceQuery.ts) and for the links to a run's results (runAddress.ts).
import type { ToolId } from '../../../rules/catalog';

/** The search string with tool and style set (or removed when tool is null); other params stay. */
export function workspaceSearch(current: string, tool: ToolId | null, style = ''): string {
  const params = new URLSearchParams(current);
  params.delete('tool');
  params.delete('style');
  const rest = params.toString();
  const parts: string[] = [];
  if (tool) {
    parts.push(`tool=${tool}`);
    if (style) parts.push(`style=${encodeURIComponent(style).replace(/%2F/gi, '/')}`);
  }
  if (rest) parts.push(rest);
  return parts.length ? `?${parts.join('&')}` : '';
}
