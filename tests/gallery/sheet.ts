// A contact sheet drawn as a PNG: each cell's picture fitted in its square (a result, or the
// row's sample photo), a text cell for a sample text or a result that could not be made, and
// every label and title line as text, through the engine's image adapter (sharp). Where things
// go is layout.ts's; this only paints.
import { composePictures, decodePhoto, drawSvg, encodeStill, type Pixels, type Placed } from '../../mocks/engine/adapters/image';
import { textWidth } from '../../src/rules/textWidth';
import { layoutSheet, SHEET_SPACING, type PlacedCell, type PlacedText } from './layout';

export type CellContent =
  /** An encoded picture (PNG, JPEG, WebP; a GIF shows its first frame). */
  | { kind: 'picture'; bytes: Uint8Array }
  /** Words in the cell: a sample text, or why there is no result. */
  | { kind: 'text'; text: string; tone: 'sample' | 'problem' };

export interface SheetCell {
  label: string;
  content: CellContent;
}

export interface Sheet {
  title: readonly string[];
  rows: readonly (readonly SheetCell[])[];
  /** The side of each cell; 256 at least, so a face is judged at a size a person looks at. */
  cell: number;
}

const FONT = "'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif";
const BACKGROUND = '#ffffff';
const CELL_BACKGROUND = '#eeeeee';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `text` broken into lines of at most `width` width units (src/rules/textWidth.ts), at spaces where it has them. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=\s)|(?=\P{ASCII})|(?<=\P{ASCII})/u)) {
    if (line && textWidth(line + word) > width) {
      lines.push(line.trimEnd());
      line = word.trimStart();
    } else line += word;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function textCellSvg(place: PlacedCell, text: string, tone: 'sample' | 'problem'): string {
  const font = tone === 'sample' ? 22 : 16;
  // Width units per line: a unit is about half the font size wide.
  const lines = wrapText(text, Math.floor((place.size - 24) / (font * 0.6)));
  const colour = tone === 'sample' ? '#222222' : '#a01010';
  return lines
    .map(
      (line, index) =>
        `<text x="${place.left + 12}" y="${place.top + 12 + font * 1.3 * (index + 1)}" font-size="${font}" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function labelSvg({ text, x, y }: PlacedText): string {
  return `<text x="${x}" y="${y}" font-size="${SHEET_SPACING.labelFont}" text-anchor="middle" fill="#111111">${escapeXml(text)}</text>`;
}

function titleSvg({ text, x, y }: PlacedText, index: number): string {
  const weight = index === 0 ? ' font-weight="bold"' : '';
  return `<text x="${x}" y="${y}" font-size="${SHEET_SPACING.titleFont}"${weight} fill="#111111">${escapeXml(text)}</text>`;
}

/** Pictures already fitted, by their bytes and size: a tool's labelled and blind sheets show the same results. */
const fitted = new WeakMap<Uint8Array, Map<number, Promise<Pixels>>>();

function fit(bytes: Uint8Array, size: number): Promise<Pixels> {
  const sizes = fitted.get(bytes) ?? new Map<number, Promise<Pixels>>();
  fitted.set(bytes, sizes);
  let picture = sizes.get(size);
  if (!picture) {
    picture = decodePhoto(bytes, size);
    sizes.set(size, picture);
  }
  return picture;
}

/** The cell's picture fitted inside its square (never enlarged), centred in it. */
async function fittedPicture(place: PlacedCell, bytes: Uint8Array): Promise<Placed> {
  const picture = await fit(bytes, place.size);
  return {
    picture,
    left: place.left + Math.floor((place.size - picture.width) / 2),
    top: place.top + Math.floor((place.size - picture.height) / 2),
  };
}

/** The sheet as PNG bytes. */
export async function drawSheet({ title, rows, cell }: Sheet): Promise<Uint8Array> {
  const layout = layoutSheet({ title, rows: rows.map((cells) => cells.map((entry) => entry.label)), cell });
  const contentOf = (place: PlacedCell) => rows[place.row][place.column].content;
  const pictures = await Promise.all(
    layout.cells.flatMap((place) => {
      const content = contentOf(place);
      return content.kind === 'picture' ? [fittedPicture(place, content.bytes)] : [];
    }),
  );
  const squares = layout.cells
    .map(
      (place) =>
        `<rect x="${place.left}" y="${place.top}" width="${place.size}" height="${place.size}" fill="${CELL_BACKGROUND}"/>`,
    )
    .join('');
  const words = layout.cells
    .map((place) => {
      const content = contentOf(place);
      return (content.kind === 'text' ? textCellSvg(place, content.text, content.tone) : '') + labelSvg(place.label);
    })
    .join('');
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" font-family="${FONT}">${body}</svg>`;
  // The grey squares under the pictures, the words over everything.
  const [under, over] = await Promise.all([
    drawSvg(svg(squares), { alpha: true }),
    drawSvg(svg(layout.title.map(titleSvg).join('') + words), { alpha: true }),
  ]);
  const sheet = await composePictures(layout, BACKGROUND, [
    { picture: under, left: 0, top: 0 },
    ...pictures,
    { picture: over, left: 0, top: 0 },
  ]);
  return encodeStill(sheet, 'png');
}
