// Tool and style names in the language in use (the catalogue area 'catalog'). Callers that
// render re-render on a switch through useLocale/useMessages.
import type { ToolId } from '../rules/catalog';
import { localized } from './active';
import { catalog } from './zh-CN/catalog';

/** A creation's name from its tool's and style's names. */
export function workName(tool: string, style: string): string {
  return localized('catalog', catalog).work(tool, style);
}

export function toolName(tool: ToolId): string {
  return localized('catalog', catalog).tools[tool];
}

/** The style's name; an unknown style (a new template) keeps the label it came with, else its key. */
export function styleNameOf(tool: ToolId, style: string, fallback?: string): string {
  return localized('catalog', catalog).styles[`${tool}/${style}`] ?? fallback ?? style;
}
