// The gallery's contact sheet (npm run gallery): every cell placed once, inside the sheet,
// apart from the others, with its own label under it; the blind panel's numbers and key.
import { blindKey, blindRows } from '../../gallery/blind';
import { layoutSheet, SHEET_SPACING } from '../../gallery/layout';

const rows = [
  ['woman', 'cartoon · seed 1', 'cartoon · seed 2', 'portrait · seed 1', 'portrait · seed 2'],
  ['room', 'no result'],
  ['man', 'cartoon · seed 1', 'cartoon · seed 2'],
];
const cellCount = rows.flat().length;

describe('layoutSheet', () => {
  const layout = layoutSheet({ title: ['cartoon', 'rows: samples'], rows, cell: 256 });

  it('places every cell once, in its row and column, with its own label', () => {
    expect(layout.cells).toHaveLength(cellCount);
    for (const place of layout.cells) {
      expect(place.label.text).toBe(rows[place.row][place.column]);
      expect(place.size).toBe(256);
    }
  });

  it('puts each label under its cell, centred, inside the label band', () => {
    for (const place of layout.cells) {
      expect(place.label.x).toBe(place.left + place.size / 2);
      expect(place.label.y).toBeGreaterThan(place.top + place.size);
      expect(place.label.y).toBeLessThanOrEqual(place.top + place.size + SHEET_SPACING.labelHeight);
    }
  });

  it('keeps cells and labels inside the sheet and apart from each other and from the title', () => {
    const lastTitle = Math.max(...layout.title.map((line) => line.y));
    for (const place of layout.cells) {
      expect(place.left).toBeGreaterThanOrEqual(0);
      expect(place.top).toBeGreaterThan(lastTitle);
      expect(place.left + place.size).toBeLessThanOrEqual(layout.width);
      expect(place.top + place.size + SHEET_SPACING.labelHeight).toBeLessThanOrEqual(layout.height);
    }
    for (const a of layout.cells)
      for (const b of layout.cells) {
        if (a === b) continue;
        const apartSideways = a.left + a.size <= b.left || b.left + b.size <= a.left;
        // A cell's label band belongs to it: the next row starts below it.
        const apartUpDown =
          a.top + a.size + SHEET_SPACING.labelHeight <= b.top || b.top + b.size + SHEET_SPACING.labelHeight <= a.top;
        expect(apartSideways || apartUpDown).toBe(true);
      }
  });

  it('is as wide as its longest row, or its title line when that is longer', () => {
    const { margin, gap } = SHEET_SPACING;
    expect(layout.width).toBe(margin * 2 + 5 * 256 + 4 * gap);
    const titled = layoutSheet({ title: ['x'.repeat(200)], rows: [['one']], cell: 256 });
    expect(titled.width).toBeGreaterThan(200 * SHEET_SPACING.titleFont * 0.5);
  });
});

describe('blindRows and blindKey', () => {
  const results = [
    [
      { style: 'cartoon', seed: 1 },
      { style: 'cartoon', seed: 2 },
      { style: 'portrait', seed: 1 },
      { style: 'portrait', seed: 2 },
    ],
    [],
    [
      { style: 'cartoon', seed: 1 },
      { style: 'portrait', seed: 2 },
    ],
  ];

  it('numbers every result once, 1…N in reading order, each row keeping its own results', () => {
    const blind = blindRows(results, 7);
    expect(blind.flat().map((cell) => cell.number)).toEqual([1, 2, 3, 4, 5, 6]);
    blind.forEach((cells, row) => expect(cells.map((cell) => cell.item)).toEqual(expect.arrayContaining(results[row])));
    expect(blind.map((cells) => cells.length)).toEqual([4, 0, 2]);
  });

  it('shuffles by its seed: the same seed gives the same order, and some seed moves a result', () => {
    expect(blindRows(results, 7)).toEqual(blindRows(results, 7));
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(blindRows(results, seed)[0].map((cell) => cell.item))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('gives a key that names each number’s sample, style and seed', () => {
    const blind = blindRows(results, 7);
    const key = blindKey(blind, ['woman', 'room', 'man']);
    expect(key).toHaveLength(6);
    for (const entry of key) {
      const cell = blind.flat().find((candidate) => candidate.number === entry.number);
      expect(cell?.item).toEqual({ style: entry.style, seed: entry.seed });
    }
    expect(
      key
        .filter((entry) => entry.sample === 'man')
        .map((entry) => entry.style)
        .sort(),
    ).toEqual(['cartoon', 'portrait']);
  });
});
