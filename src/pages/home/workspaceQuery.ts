// The home page's workspace lives in the query string (?tool=avatar&style=pix/pixar) so it
// can be linked and reloaded (the address is built by features/generate/workspace/workspaceAddress.ts).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isToolId, type ToolId } from '../../rules/catalog';
import { getQueryParam } from '../../utils/query';
import { workspaceSearch } from '../../features/generate/workspace/workspaceAddress';

export { workspaceSearch };

export { isToolId };

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
