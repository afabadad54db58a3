// An absolute panel's answers against its key: the reader saw each result without its name and
// named its style; the name is right when its words hold the style's own word (anime, celebrity,
// penink) or the name the app's style picker shows (Anime, Pen and ink, Sketch portrait), whole
// words, any case, a run of words joined ("pen-and-ink sketch" names pix/penink; "woman" does not
// name gif's man), and no other style of the tool is named beside it ("anime or pixar" names
// neither; a name inside another's, laugh in "fake laugh", is not counted apart). Then how many were
// named, how many of those the reader was sure of, how many sure answers were wrong, and the
// mean score, overall and per style. Pure: tests/unit/gallery/panel.test.ts.
import { toolOf, type ToolId } from '../../../src/rules/catalog';
import { styleName } from '../styleName';
import type { ItemAnswer, ItemKey } from './files';
import { meanScore, repeatedIds, shownMean } from './meanScore';
import { parseResultName } from './names';

export interface ItemRow {
  item: string;
  file: string;
  /** The style as `<tool> <style>`. */
  style: string;
  answered: string;
  sure: boolean;
  named: boolean;
  score: number;
  why: string;
}

export interface StyleRecognition {
  style: string;
  items: number;
  named: number;
  meanScore: number;
  scores: number[];
}

export interface Recognition {
  rows: ItemRow[];
  missing: string[];
  problems: string[];
  named: number;
  sureAndRight: number;
  sureAndWrong: number;
  meanScore: number;
  byStyle: StyleRecognition[];
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Where in `said` a run of whole words, joined, spells `phrase` joined: [first, last] word, or undefined. */
function spanOf(said: readonly string[], phrase: string): [number, number] | undefined {
  const wanted = wordsOf(phrase).join('');
  if (!wanted) return undefined;
  for (let first = 0; first < said.length; first++) {
    let joined = '';
    for (let last = first; last < said.length && joined.length < wanted.length; last++) {
      joined += said[last];
      if (joined === wanted) return [first, last];
    }
  }
  return undefined;
}

/** The style's spans in `said`: by its own word or by the picker's name. */
function spansOf(said: readonly string[], tool: ToolId, style: string): [number, number][] {
  const own = style.split('/').at(-1) ?? style;
  return [spanOf(said, own), spanOf(said, styleName(tool, style))].filter((span) => span !== undefined);
}

const inside = ([a, b]: [number, number], [c, d]: [number, number]) => c <= a && b <= d && (c < a || b < d);

/** Whether `answered` names the style of the result file `file`, and no other of its tool's. */
export function namesStyle(file: string, answered: string): boolean {
  const name = parseResultName(file);
  if (!name) return false;
  const said = wordsOf(answered);
  const named = toolOf(name.tool)
    .styles.map((style) => ({ style, spans: spansOf(said, name.tool, style) }))
    .filter(({ spans }) => spans.length > 0);
  // A style named only inside another named style's words (laugh in "fake laugh") is not a second name.
  const apart = named.filter(({ spans }) =>
    spans.some((span) => !named.some((other) => other.spans.some((wider) => inside(span, wider)))),
  );
  return apart.length === 1 && apart[0].style === name.style;
}

export function tallyRecognition(key: ItemKey, answers: readonly ItemAnswer[]): Recognition {
  const rows: ItemRow[] = [];
  const missing: string[] = [];
  for (const { item, file } of key.items) {
    const answer = answers.find((entry) => entry.item === item);
    if (!answer) {
      missing.push(item);
      continue;
    }
    const name = parseResultName(file);
    rows.push({
      item,
      file,
      style: name ? `${name.tool} ${name.style}` : 'other',
      answered: answer.style,
      sure: answer.sure === true,
      named: namesStyle(file, answer.style),
      score: answer.score,
      why: answer.why ?? '',
    });
  }
  const known = new Set(key.items.map((entry) => entry.item));
  const problems = [
    ...answers.filter((answer) => !known.has(answer.item)).map((answer) => `item ${answer.item}: not in the key`),
    ...repeatedIds(answers.map((answer) => answer.item)).map(
      (item) => `item ${item}: answered more than once, the first counted`,
    ),
  ];
  const styles = [...new Set(rows.map((row) => row.style))];
  return {
    rows,
    missing,
    problems,
    named: rows.filter((row) => row.named).length,
    sureAndRight: rows.filter((row) => row.sure && row.named).length,
    sureAndWrong: rows.filter((row) => row.sure && !row.named).length,
    meanScore: meanScore(rows.map((row) => row.score)),
    byStyle: styles.map((style) => {
      const mine = rows.filter((row) => row.style === style);
      const scores = mine.map((row) => row.score);
      return { style, items: mine.length, named: mine.filter((row) => row.named).length, meanScore: meanScore(scores), scores };
    }),
  };
}

export function recognitionLines(result: Recognition): string[] {
  return [
    ...result.rows.map(
      (row) =>
        `${row.item} ${row.file} → ${row.answered}${row.sure ? ' (sure)' : ''} ${row.score}${row.named ? '' : ' WRONG'}${row.why ? `  ${row.why}` : ''}`,
    ),
    ...(result.missing.length ? [`no answer: items ${result.missing.join(', ')}`] : []),
    ...result.problems.map((problem) => `not counted: ${problem}`),
    `named ${result.named}/${result.rows.length}, sure and right ${result.sureAndRight}, sure and wrong ${result.sureAndWrong}, ` +
      `mean score ${shownMean(result.meanScore)}`,
    ...result.byStyle.map(
      ({ style, items, named, meanScore, scores }) =>
        `  ${style}: named ${named}/${items}, mean score ${shownMean(meanScore)} (${scores.join(' ')})`,
    ),
  ];
}
