// The run a workspace would start now, and its draft (the input kept for a way back: the
// login, the shop). One style and one result send the request a server without runs knows.
import { toolOf, type ToolId } from '../../../rules/catalog';
import type { Draft } from './draft';
import type { Photo } from '../input/PhotoInput';
import type { GenerateApi } from './useGenerate';

export type RunRequest = Parameters<GenerateApi['start']>[0];

export interface WorkspaceInput {
  tool: ToolId;
  /** The run's styles, the page's style first. */
  styles: readonly string[];
  count: number;
  photo: Photo | null;
  text: string;
  bgm: string;
}

export function workspaceRun({ tool, styles, count, photo, text, bgm }: WorkspaceInput): { request: RunRequest; draft: Draft } {
  const { input, bgm: music } = toolOf(tool);
  const draft: Draft = { tool, style: styles[0] };
  const request: RunRequest = { tool, style: styles[0] };
  if (styles.length > 1) request.styles = draft.styles = [...styles];
  if (count > 1) request.count = draft.count = count;
  if (input.kind === 'photo' && photo) {
    request.image = photo.dataUrl;
    request.photoName = photo.name;
    draft.photo = photo.dataUrl;
    draft.photoName = photo.name;
  } else {
    request.text = text;
    draft.text = text;
  }
  if (music) {
    request.bgm = bgm;
    draft.bgm = bgm;
  }
  return { request, draft };
}
