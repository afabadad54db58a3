// A still tool's two sheets: the labelled one (rows = samples, columns = style × seed, each
// cell labelled with its style and seed) and the blind panel's (each row's results shuffled,
// labelled only with a number; the key file says which is which).
import { toolOf, type ToolId } from '../../src/rules/catalog';
import { blindKey, blindRows, type BlindKeyEntry } from './blind';
import type { CellContent, Sheet, SheetCell } from './sheet';
import { GALLERY_SEEDS, type Made, type StillRow } from './stills';
import { styleName } from './styleName';

/** The side of a sheet's cell: results are judged at a size a person looks at. */
export const CELL_SIZE = 288;

/** What a row's first cell is. */
const rowsAre = (tool: ToolId) =>
  toolOf(tool).input.kind === 'photo' ? "sample photos (the face model's age and gender estimate; ? = unsure)" : 'prompts';

function contentOf(made: Made): CellContent {
  return made.outcome.ok
    ? { kind: 'picture', bytes: made.outcome.bytes }
    : { kind: 'text', text: `failed: ${made.outcome.problem}`, tone: 'problem' };
}

/** A row's cells after its sample: its results, or the reason it has none. */
function resultCells(row: StillRow, label: (made: Made, index: number) => string, order: readonly Made[]): SheetCell[] {
  if (row.refused) return [{ label: 'no result', content: { kind: 'text', text: row.refused, tone: 'problem' } }];
  return order.map((made, index) => ({ label: label(made, index), content: contentOf(made) }));
}

export function labelledSheet(tool: ToolId, rows: readonly StillRow[]): Sheet {
  const { styles } = toolOf(tool);
  return {
    title: [
      `${tool}: every style × seed (${GALLERY_SEEDS.join(', ')}), made by the engine's recipes`,
      `Rows: ${rowsAre(tool)}.`,
      `Columns: ${styles.map((style) => `${style} (${styleName(tool, style)})`).join(', ')}`,
    ],
    rows: rows.map((row) => [row.sample, ...resultCells(row, (made) => `${made.style} · seed ${made.seed}`, row.results)]),
    cell: CELL_SIZE,
  };
}

export interface BlindSheet {
  sheet: Sheet;
  key: { tool: ToolId; shuffleSeed: number; choices: { style: string; name: string }[]; cells: BlindKeyEntry[] };
}

export function blindSheet(tool: ToolId, rows: readonly StillRow[], shuffleSeed: number): BlindSheet {
  const { styles } = toolOf(tool);
  const shuffled = blindRows(
    rows.map((row) => (row.refused ? [] : row.results)),
    shuffleSeed,
  );
  const sheetRows = rows.map((row, index) => {
    const order = shuffled[index];
    const cells = resultCells(
      row,
      (_made, position) => `#${order[position].number}`,
      order.map((cell) => cell.item),
    );
    return [{ label: row.sampleId, content: row.sample.content }, ...cells];
  });
  return {
    sheet: {
      title: [
        `${tool}, blind panel: name each numbered result's style`,
        `Choose from: ${styles.map((style) => styleName(tool, style)).join(', ')}`,
        `(the answers: ${tool}-blind-key.json)`,
      ],
      rows: sheetRows,
      cell: CELL_SIZE,
    },
    key: {
      tool,
      shuffleSeed,
      choices: styles.map((style) => ({ style, name: styleName(tool, style) })),
      cells: blindKey(
        shuffled,
        rows.map((row) => row.sampleId),
      ),
    },
  };
}
