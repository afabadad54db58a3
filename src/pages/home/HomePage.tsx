// Home (/ and /index.html): the hero, the tool gallery, and the tool workspace opened over
// it from the query string.
import { Hero } from './Hero';
import { ToolGallery } from './ToolGallery';
import { LazyWorkspacePanel, usePreloadWorkspaceOnIntent } from './lazyWorkspace';
import { useWorkspaceQuery } from './workspaceQuery';
import { home as zhHome } from '../../locales/zh-CN/home';
import { useMessages } from '../../locales/useLocale';
import { toolName } from '../../locales/names';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const GALLERY_ID = 'tools';

export default function HomePage() {
  const home = useMessages('home', zhHome);
  const workspace = useWorkspaceQuery();
  usePreloadWorkspaceOnIntent();
  // The open tool names the page ("头像风格 - Miao"); the gallery alone is the home page.
  useDocumentTitle(workspace.tool ? toolName(workspace.tool) : home.pageTitle);
  return (
    <div className="home-page">
      <Hero galleryId={GALLERY_ID} />
      <ToolGallery id={GALLERY_ID} onOpen={workspace.open} />
      {workspace.tool ? (
        <LazyWorkspacePanel
          tool={workspace.tool}
          style={workspace.style}
          onStyleChange={workspace.setStyle}
          onClose={workspace.close}
        />
      ) : null}
    </div>
  );
}
