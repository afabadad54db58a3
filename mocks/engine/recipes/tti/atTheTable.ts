// A person working at a table ("奶奶在厨房里包饺子": the grandma making dumplings): the layout
// stands the table beside her, the dumplings on it, and she would stand apart with her hands
// at her sides. Here she is moved behind the table, her hands (drawn at her hips' height in
// the working pose, people.ts) brought down to the tabletop, the work on the table between her
// hands, and her hands drawn again over the work, so she is seen making it.
import type { Placement } from './layout';
import type { Reading } from './words';

/** The placements reordered and moved so the working person stands at the table; unchanged when no one works at one. */
export function gatherAtTable(reading: Reading, placements: Placement[], width: number): Placement[] {
  const person = placements.find((p) => reading.things[p.thing].concept.drawing?.hands);
  const hands = person && reading.things[person.thing].concept.drawing?.hands;
  const table = placements.find((p) => reading.things[p.thing].concept.id === 'table');
  if (!person || !hands || !table) return placements;
  const onTable = new Set(reading.relations.filter((r) => r.kind === 'on' && r.object === table.thing).map((r) => r.subject));
  const work = placements.filter((p) => onTable.has(p.thing));
  if (work.length === 0) return placements;
  const laid = reading.things[table.thing].concept;
  if (laid.drawing?.laid)
    reading.things[table.thing].concept = { ...laid, drawing: { ...laid.drawing, painter: laid.drawing.laid } };
  const handDrop = -hands[0].y / 100;
  // The table grown (or shrunk) so that she keeps her size, and set in the picture's middle:
  // she stands behind it, her hands at its top, her feet a little above its feet on the floor.
  const grow = (person.height * handDrop) / 0.92 / table.height;
  const tableX = width / 2;
  const tableBase = table.y + table.height;
  const scaleAbout = (p: Placement): Placement => {
    const shift = (x: number) => tableX + (x - (table.x + table.width / 2)) * grow;
    return {
      ...p,
      x: shift(p.x),
      y: tableBase - (tableBase - p.y) * grow,
      width: p.width * grow,
      height: p.height * grow,
      copies: p.copies.map((c) => ({
        ...c,
        x: shift(c.x),
        base: tableBase - (tableBase - c.base) * grow,
        height: c.height * grow,
      })),
    };
  };
  const bigTable = scaleAbout(table);
  const height = person.height;
  const base = bigTable.y + handDrop * height;
  const x = tableX;
  const moved: Placement = {
    ...person,
    x: x - person.width / 2,
    y: base - height,
    copies: [{ x, base, height, flip: false }],
  };
  // The work between her hands: centred, at least as wide as her hands are apart.
  const reach = (Math.max(...hands.map((h) => Math.abs(h.x) + h.r)) / 100) * height * 2;
  const centred = work.map(scaleAbout).map((p, k): Placement => {
    const more = k === 0 ? Math.max(1, (reach * 1.1) / p.width) : 1;
    const w = p.width * more;
    const h = p.height * more;
    const shift = k === 0 ? x - (p.x + p.width / 2) : 0;
    return {
      ...p,
      x: p.x + p.width / 2 + shift - w / 2,
      y: p.y + p.height - h,
      width: w,
      height: h,
      copies: p.copies.map((c) => ({ ...c, x: c.x + shift, height: c.height * more })),
    };
  });
  const rest = placements.filter((p) => p !== person && p !== table && !onTable.has(p.thing));
  return [...rest, moved, bigTable, ...centred, { ...moved, overlay: true }];
}
