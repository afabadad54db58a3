// Tool and style names in the language in use (the catalogue area 'catalog'). Callers that
// render re-render on a switch through useLocale/useMessages.
import { isStyleKey, isToolId } from '../rules/catalog';
import { localized } from './active';
import type { Catalogue } from './types';
import { catalog } from './zh-CN/catalog';

/** A creation's name from its tool's and style's names. */
export function workName(tool: string, style: string): string {
  return localized('catalog', catalog).work(tool, style);
}

/** A tool's name; a tool this app does not know (a newer server's) is "unknown kind". */
export function toolName(tool: string): string {
  const names = localized('catalog', catalog);
  return isToolId(tool) ? names.tools[tool] : names.unknownTool;
}

/** A style's name in the given names (the stand-in, which speaks Chinese, passes zh-CN's). */
export function styleNameIn(names: Catalogue['catalog'], tool: string, style: string, fallback?: string): string {
  const key = `${tool}/${style}`;
  return isStyleKey(key) ? names.styles[key] : (fallback ?? style);
}

/** The style's name; an unknown style (a new template) keeps the label it came with, else its key. */
export function styleNameOf(tool: string, style: string, fallback?: string): string {
  return styleNameIn(localized('catalog', catalog), tool, style, fallback);
}
