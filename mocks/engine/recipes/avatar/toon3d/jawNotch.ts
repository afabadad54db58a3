// Where skin beside the jaw is cut off the figure (./masses.ts cutSkinBesideJaw), a run of it
// with hair further out along its row is hair falling behind the jaw, not the room.
import type { Grey } from '../../shared/raster';

/**
 * Skin cut beside the jaw (`cut`, its silhouette before the cut in `kept`) that has hair further
 * out along its row is hair: the hair falls behind the jaw there. Cut off the figure, it left a
 * notch where the hair, the neck and the curving jaw meet (the brown-skinned woman: the backdrop showing through her hair beside her ear, read as "an ear nub poking out of the hair").
 */
export function fillNotches(
  chosen: Uint8Array,
  silhouette: Grey,
  row: number,
  width: number,
  cut: readonly number[],
  kept: readonly number[],
): void {
  const was = new Map(cut.map((i, k) => [i, kept[k]]));
  for (const step of [-1, 1]) {
    for (const start of cut) {
      // Only from a run's inner end (next to the neck or the face), outwards.
      if (was.has(start - step)) continue;
      let i = start;
      while (was.has(i)) i += step;
      const x = i - row;
      if (x < 0 || x >= width || chosen[i] !== 1) continue;
      for (let j = start; j !== i; j += step) {
        chosen[j] = 1;
        silhouette.data[j] = was.get(j) ?? silhouette.data[j];
      }
    }
  }
}
