// `npm run panel -- judge-brief [pairs|absolute]`: the brief a blind judge is given, printed to
// paste into the judge's instructions (the folder and, if wanted, the style's name go after it).
import { readFile } from 'node:fs/promises';

export const BRIEFS = ['pairs', 'absolute'] as const;
export type BriefKind = (typeof BRIEFS)[number];

export const isBriefKind = (word: string): word is BriefKind => BRIEFS.some((kind) => kind === word);

export function judgeBrief(kind: BriefKind): Promise<string> {
  return readFile(new URL(`./judge-${kind}.md`, import.meta.url), 'utf8');
}
