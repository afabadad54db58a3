// How a generated resource is named to people: its tool's and style's catalogue names,
// never a key — in labels, screen-reader names and the downloaded file's name (the same
// file name from the workspace and from my resources).
import { toolName, workName } from '../../../locales/names';
import type { Resource } from '../../../services/types';
import { safeFileName } from '../../../utils/untrusted';
import { styleName } from '../workspace/styleOptions';

export function resourceStyleName(resource: Pick<Resource, 'typ' | 'style'>): string {
  return styleName(resource.typ, resource.style);
}

/** "头像风格作品（皮克斯）" */
export function resourceLabel(resource: Pick<Resource, 'typ' | 'style'>): string {
  return workName(toolName(resource.typ), resourceStyleName(resource));
}

/**
 * "Miao-头像风格-皮克斯-r1.png": the extension from the result URL's path. The id and an unknown
 * style are the server's, so the whole name goes through the file-name guard.
 */
export function resourceFileName(resource: Pick<Resource, 'typ' | 'style' | 'resId' | 'url'>): string {
  const fromUrl = resource.url.split(/[?#]/, 1)[0].split('/').pop() ?? '';
  const ext = /\.[a-z0-9]+$/i.exec(fromUrl)?.[0] ?? '';
  return safeFileName(`Miao-${toolName(resource.typ)}-${resourceStyleName(resource)}-${resource.resId}${ext}`);
}
