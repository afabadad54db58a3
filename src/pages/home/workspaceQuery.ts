// The home page's workspace lives in the query string (?tool=avatar&style=pix/pixar) so it
// can be linked and reloaded. Slashes in a style stay readable in the address.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isToolId, type ToolId } from '../../rules/catalog';
import { getQueryParam } from '../../utils/query';

export { isToolId };

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

export function useWorkspaceQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const rawTool = getQueryParam('tool', location.search);
  const tool = isToolId(rawTool) ? rawTool : null;
  const style = getQueryParam('style', location.search) ?? '';

  const open = useCallback(
    (next: ToolId, nextStyle: string) =>
      void navigate({ pathname: location.pathname, search: workspaceSearch(location.search, next, nextStyle) }),
    [navigate, location.pathname, location.search],
  );
  const setStyle = useCallback(
    (nextStyle: string) => {
      if (!tool) return;
      void navigate(
        { pathname: location.pathname, search: workspaceSearch(location.search, tool, nextStyle) },
        { replace: true },
      );
    },
    [navigate, location.pathname, location.search, tool],
  );
  const close = useCallback(
    () => void navigate({ pathname: location.pathname, search: workspaceSearch(location.search, null) }),
    [navigate, location.pathname, location.search],
  );
  return { tool, style, open, setStyle, close };
}
