// Skin cut beside the jaw is hair where hair lies further out along its row, and is left cut where
// the room does: the backdrop showed through a brown-skinned woman's hair beside her ear.
import { createGrey } from '../../shared/raster';
import { fillNotches } from './jawNotch';

const HAIR = 1;
const SKIN = 0;
const OUT = 255;

/** One row: what each pixel was labelled after the cut, and the cut pixels' silhouette before it (0.9). */
function row(labels: readonly number[]): { chosen: Uint8Array; cut: number[]; silhouette: ReturnType<typeof createGrey> } {
  const chosen = Uint8Array.from(labels.map((l) => (l === -1 ? OUT : l)));
  const cut = labels.flatMap((l, x) => (l === -1 ? [x] : []));
  const silhouette = createGrey(labels.length, 1);
  labels.forEach((l, x) => (silhouette.data[x] = l === OUT || l === -1 ? 0 : 1));
  return { chosen, cut, silhouette };
}

/** fillNotches over the whole row, each cut pixel's silhouette 0.9 before it was cut. */
function fillRow(chosen: Uint8Array, silhouette: ReturnType<typeof createGrey>, cut: readonly number[]): void {
  fillNotches(
    chosen,
    silhouette,
    0,
    chosen.length,
    cut,
    cut.map(() => 0.9),
  );
}

describe('skin cut beside the jaw', () => {
  it('becomes hair between the jaw and hair further out, on either side, and keeps its outline', () => {
    // hair | cut cut cut | skin (jaw) | cut cut | hair, hair
    const { chosen, cut, silhouette } = row([HAIR, -1, -1, -1, SKIN, SKIN, -1, -1, HAIR, HAIR]);
    fillRow(chosen, silhouette, cut);
    expect([...chosen]).toEqual([HAIR, HAIR, HAIR, HAIR, SKIN, SKIN, HAIR, HAIR, HAIR, HAIR]);
    for (const x of cut) expect(silhouette.data[x]).toBeCloseTo(0.9);
  });

  it('stays cut where the room lies beyond it, and where the row ends', () => {
    const { chosen, cut, silhouette } = row([OUT, -1, -1, SKIN, SKIN, -1, -1]);
    fillRow(chosen, silhouette, cut);
    expect([...chosen]).toEqual([OUT, OUT, OUT, SKIN, SKIN, OUT, OUT]);
    for (const x of cut) expect(silhouette.data[x]).toBe(0);
  });
});
