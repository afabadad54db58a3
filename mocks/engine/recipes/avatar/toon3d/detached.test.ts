// A drawn character is one shape: a sliver of the outline left apart from the figure (a stray
// dark line beside the neck) goes, and the figure itself is untouched.
import { createGrey, type Grey } from '../../shared/raster';
import { dropDetached } from './detached';

const SIZE = 120;

function shape(inside: (x: number, y: number) => boolean): Grey {
  const grey = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) grey.data[y * SIZE + x] = inside(x + 0.5, y + 0.5) ? 1 : 0;
  return grey;
}

const head = (x: number, y: number): boolean => Math.hypot(x - 60, y - 50) <= 30;
// A thin diagonal sliver, 2 px wide, beside where a neck would be.
const sliver = (x: number, y: number): boolean => x > 12 && x < 30 && Math.abs(y - 80 - (x - 12)) <= 1;

describe('the toon figure as one shape', () => {
  it('clears parts of the outline apart from the face and keeps the rest as it was', () => {
    const silhouette = shape((x, y) => head(x, y) || sliver(x, y));
    // The antialiased rim of the sliver: a half-covered pixel beside it.
    silhouette.data[80 * SIZE + 11] = 0.4;
    // The head's own antialiased rim: the pixels just outside its disc, half covered. They are
    // under half (no part of the figure themselves) but border the head: they stay.
    let rim = 0;
    for (let i = 0; i < silhouette.data.length; i++) {
      const distance = Math.hypot((i % SIZE) + 0.5 - 60, Math.floor(i / SIZE) + 0.5 - 50);
      if (distance > 30 && distance <= 31) {
        silhouette.data[i] = 0.45;
        rim++;
      }
    }
    expect(rim).toBeGreaterThan(100);
    const before = silhouette.data.slice();
    dropDetached(
      silhouette,
      shape((x, y) => Math.hypot(x - 60, y - 50) <= 20),
    );
    let left = 0;
    let changed = 0;
    for (let i = 0; i < before.length; i++) {
      const x = (i % SIZE) + 0.5;
      const y = Math.floor(i / SIZE) + 0.5;
      if (x < 32 && y > 70) left += silhouette.data[i];
      else if (silhouette.data[i] !== before[i]) changed++;
    }
    expect(left).toBe(0);
    expect(changed).toBe(0);
  });
});
