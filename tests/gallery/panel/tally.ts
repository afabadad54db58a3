// A pairs panel's answers against its key: for each pair, which version the judge kept (A, B
// or 'alike') and each version's score, whichever side it was shown on; then the totals, and
// the same per style. A pair with no answer, or whose answer does not fit it (a side the pair
// does not have, a side without a score), is listed apart and counted nowhere. Pure:
// tests/unit/gallery/panel.test.ts.
import { otherSide, type PairAnswer, type PairKey, type Side } from './files';
import { parseResultName } from './names';
import { meanScore, repeatedIds, shownMean } from './meanScore';

export type Verdict = 'A' | 'B' | 'alike';

export interface PairRow {
  pair: string;
  file: string;
  verdict: Verdict;
  scoreA: number;
  scoreB: number;
  why: string;
}

export interface Totals {
  a: number;
  b: number;
  alike: number;
  /** Mean scores over the counted pairs (NaN when none is). */
  meanA: number;
  meanB: number;
  pairs: number;
}

export interface PairTally {
  rows: PairRow[];
  /** Pairs of the key with no answer. */
  missing: string[];
  /** Answers that do not fit their pair, and answers to pairs the key does not have. */
  problems: string[];
  totals: Totals;
  /** Totals per `<tool> <style>`, in the order styles first appear in the key. */
  byStyle: { style: string; totals: Totals }[];
}

const scoreOn = (answer: PairAnswer, side: Side): number | undefined => answer[side];

/** The row for one pair, or why its answer does not fit it. */
function rowOf(pair: PairKey['pairs'][number], answer: PairAnswer): PairRow | string {
  const [sideA, sideB] = [pair.aSide, otherSide(pair.aSide)];
  if (answer.prefer !== 'alike' && answer.prefer !== sideA && answer.prefer !== sideB)
    return `pair ${pair.pair}: prefers ${answer.prefer}, but its sides are ${sideA}/${sideB}`;
  const [scoreA, scoreB] = [scoreOn(answer, sideA), scoreOn(answer, sideB)];
  if (scoreA === undefined || scoreB === undefined)
    return `pair ${pair.pair}: needs a score for ${scoreA === undefined ? sideA : sideB}`;
  const verdict: Verdict = answer.prefer === 'alike' ? 'alike' : answer.prefer === sideA ? 'A' : 'B';
  return { pair: pair.pair, file: pair.file, verdict, scoreA, scoreB, why: answer.why ?? '' };
}

export function totalsOf(rows: readonly PairRow[]): Totals {
  const count = (verdict: Verdict) => rows.filter((row) => row.verdict === verdict).length;
  return {
    a: count('A'),
    b: count('B'),
    alike: count('alike'),
    meanA: meanScore(rows.map((row) => row.scoreA)),
    meanB: meanScore(rows.map((row) => row.scoreB)),
    pairs: rows.length,
  };
}

const styleOf = (file: string): string => {
  const name = parseResultName(file);
  return name ? `${name.tool} ${name.style}` : 'other';
};

export function tallyPairs(key: PairKey, answers: readonly PairAnswer[]): PairTally {
  const rows: PairRow[] = [];
  const missing: string[] = [];
  const problems: string[] = [];
  for (const pair of key.pairs) {
    const answer = answers.find((entry) => entry.pair === pair.pair);
    if (!answer) {
      missing.push(pair.pair);
      continue;
    }
    const row = rowOf(pair, answer);
    if (typeof row === 'string') problems.push(row);
    else rows.push(row);
  }
  const known = new Set(key.pairs.map((pair) => pair.pair));
  for (const answer of answers) if (!known.has(answer.pair)) problems.push(`pair ${answer.pair}: not in the key`);
  for (const pair of repeatedIds(answers.map((answer) => answer.pair)))
    problems.push(`pair ${pair}: answered more than once, the first counted`);
  const styles = [...new Set(rows.map((row) => styleOf(row.file)))];
  return {
    rows,
    missing,
    problems,
    totals: totalsOf(rows),
    byStyle: styles.map((style) => ({ style, totals: totalsOf(rows.filter((row) => styleOf(row.file) === style)) })),
  };
}

const totalsLine = ({ a, b, alike, meanA, meanB, pairs }: Totals): string =>
  `A kept ${a}, B kept ${b}, alike ${alike}; mean score A ${shownMean(meanA)} → B ${shownMean(meanB)} (${pairs} pairs)`;

/** The tally as lines to print: each pair, the problems, the totals, per style. */
export function tallyLines(key: PairKey, tally: PairTally): string[] {
  const kept = { A: 'keeps A', B: 'keeps B', alike: 'alike  ' } as const;
  return [
    `A = ${key.a}`,
    `B = ${key.b}`,
    ...tally.rows.map(
      (row) => `${row.pair} ${kept[row.verdict]}  A ${row.scoreA} B ${row.scoreB}  ${row.file}${row.why ? `  ${row.why}` : ''}`,
    ),
    ...(tally.missing.length ? [`no answer: pairs ${tally.missing.join(', ')}`] : []),
    ...tally.problems.map((problem) => `not counted: ${problem}`),
    totalsLine(tally.totals),
    ...(tally.byStyle.length > 1 ? tally.byStyle.map(({ style, totals }) => `  ${style}: ${totalsLine(totals)}`) : []),
  ];
}
