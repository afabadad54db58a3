// Where everything goes on a contact sheet, as plain numbers (no pixels): a title at the top,
// then one row per sample, its cells side by side, each a square with its label under it. A
// pure function, so the sheet's arrangement is tested without making a picture.
import { textWidth } from '../../src/rules/textWidth';

/** Spacing of a sheet, in pixels. */
export const SHEET_SPACING = {
  margin: 20,
  gap: 14,
  /** Height of the band under a cell that holds its label. */
  labelHeight: 30,
  labelFont: 18,
  titleLineHeight: 32,
  titleFont: 22,
} as const;

export interface SheetSpec {
  /** Lines at the top of the sheet (the tool, what the rows and columns are). */
  title: readonly string[];
  /** Each row's cells' labels, left to right (the first cell is usually the row's sample). */
  rows: readonly (readonly string[])[];
  /** The side of each square cell. */
  cell: number;
}

export interface PlacedText {
  text: string;
  /** x of the text's anchor: its left end (a title line) or its middle (a label). */
  x: number;
  /** y of the text's baseline. */
  y: number;
}

export interface PlacedCell {
  row: number;
  column: number;
  left: number;
  top: number;
  size: number;
  /** Centred under the cell, inside its label band. */
  label: PlacedText;
}

export interface SheetLayout {
  width: number;
  height: number;
  title: PlacedText[];
  cells: PlacedCell[];
}

/** About how wide a line of text is at `font` px (a width unit, src/rules/textWidth.ts, is about 0.6 em). */
export function textSpan(text: string, font: number): number {
  return Math.ceil(textWidth(text) * font * 0.6);
}

/** Places every cell of `spec` row by row; the sheet is as wide as its longest row or title line. */
export function layoutSheet({ title, rows, cell }: SheetSpec): SheetLayout {
  const { margin, gap, labelHeight, labelFont, titleLineHeight } = SHEET_SPACING;
  const titleLines = title.map((text, index): PlacedText => ({ text, x: margin, y: margin + titleLineHeight * (index + 1) - 8 }));
  const firstRowTop = margin + titleLineHeight * title.length + (title.length ? gap : 0);
  const rowHeight = cell + labelHeight + gap;
  const cells = rows.flatMap((labels, row) =>
    labels.map((text, column): PlacedCell => {
      const left = margin + column * (cell + gap);
      const top = firstRowTop + row * rowHeight;
      // The baseline sits so the text is centred in its band.
      const label = { text, x: left + cell / 2, y: top + cell + Math.round((labelHeight + labelFont * 0.7) / 2) };
      return { row, column, left, top, size: cell, label };
    }),
  );
  const columns = Math.max(1, ...rows.map((labels) => labels.length));
  const titleWidth = Math.max(0, ...title.map((text) => textSpan(text, SHEET_SPACING.titleFont)));
  return {
    width: margin * 2 + Math.max(columns * cell + (columns - 1) * gap, titleWidth),
    height: firstRowTop + rows.length * rowHeight - gap + margin,
    title: titleLines,
    cells,
  };
}
