// An absolute panel's answers against its key: the reader saw each result without its name and
// named its style; the name is right when it holds the style's own word (anime, celebrity,
// penink) or the name the app's style picker shows (Anime, Pen and ink, Sketch portrait),
// letters and digits only, any case: "pen-and-ink sketch" names pix/penink. Then how many were
// named, how many of those the reader was sure of, how many sure answers were wrong, and the
// mean score, overall and per style. Pure: tests/unit/gallery/panel.test.ts.
import { styleName } from '../styleName';
import type { ItemAnswer, ItemKey } from './files';
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

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether `answered` names the style of the result file `file`. */
export function namesStyle(file: string, answered: string): boolean {
  const name = parseResultName(file);
  if (!name) return false;
  const said = letters(answered);
  const own = letters(name.style.split('/').at(-1) ?? name.style);
  return said.includes(own) || said.includes(letters(styleName(name.tool, name.style)));
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

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
  const problems = answers.filter((answer) => !known.has(answer.item)).map((answer) => `item ${answer.item}: not in the key`);
  const styles = [...new Set(rows.map((row) => row.style))];
  return {
    rows,
    missing,
    problems,
    named: rows.filter((row) => row.named).length,
    sureAndRight: rows.filter((row) => row.sure && row.named).length,
    sureAndWrong: rows.filter((row) => row.sure && !row.named).length,
    meanScore: mean(rows.map((row) => row.score)),
    byStyle: styles.map((style) => {
      const mine = rows.filter((row) => row.style === style);
      const scores = mine.map((row) => row.score);
      return { style, items: mine.length, named: mine.filter((row) => row.named).length, meanScore: mean(scores), scores };
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
      `mean score ${result.meanScore.toFixed(2)}`,
    ...result.byStyle.map(
      ({ style, items, named, meanScore, scores }) =>
        `  ${style}: named ${named}/${items}, mean score ${meanScore.toFixed(2)} (${scores.join(' ')})`,
    ),
  ];
}
