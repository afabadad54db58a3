// Tool and style names in the language in use (the catalogue area 'catalog'). Callers that
// render re-render on a switch through useLocale/useMessages.
import type { ToolId } from '../rules/catalog';
import { localized } from './active';
import type { Catalogue } from './types';
import { catalog } from './zh-CN/catalog';

/** A creation's name from its tool's and style's names. */
export function workName(tool: string, style: string): string {
  return localized('catalog', catalog).work(tool, style);
}

export function toolName(tool: ToolId): string {
  return localized('catalog', catalog).tools[tool];
}

/** A style's name in the given names (the stand-in, which speaks Chinese, passes zh-CN's). */
export function styleNameIn(names: Catalogue['catalog'], tool: ToolId, style: string, fallback?: string): string {
  return names.styles[`${tool}/${style}`] ?? fallback ?? style;
}

/** The style's name; an unknown style (a new template) keeps the label it came with, else its key. */
export function styleNameOf(tool: ToolId, style: string, fallback?: string): string {
  return styleNameIn(localized('catalog', catalog), tool, style, fallback);
}
