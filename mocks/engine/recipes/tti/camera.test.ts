// The seed's camera on a composed scene (camera.ts): closer or as composed, the things to one
// side or mirrored, and never a thing cut.
import { variationOf, type Variation } from '../shared/variation';
import { frameCamera, pictureBox, pictureX } from './camera';
import { composeSvg } from './compose';

const still: Variation = { ...variationOf(1), shot: 0, panX: 0, panY: 0, mirrored: false };

describe('frameCamera', () => {
  it('frames the scene as composed for a look that keeps it', () => {
    const camera = frameCamera(1024, 768, [{ x: 400, y: 300, width: 200, height: 200 }], still);
    expect(camera).toMatchObject({ zoom: 1, left: 0, top: 0, mirrored: false });
  });

  it('comes closer for a close shot and moves the things toward its side, keeping them whole', () => {
    const things = [{ x: 420, y: 300, width: 180, height: 260 }];
    const left = frameCamera(1024, 1024, things, { ...still, shot: 1, panX: -1 });
    const right = frameCamera(1024, 1024, things, { ...still, shot: 1, panX: 1 });
    expect(left.zoom).toBeCloseTo(1.4);
    const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
    expect(middle(pictureBox(left, things[0]))).toBeLessThan(middle(pictureBox(right, things[0])) - 100);
    for (const camera of [left, right]) {
      const box = pictureBox(camera, things[0]);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
      expect(box.y + box.height).toBeLessThanOrEqual(1024);
    }
  });

  it('comes no closer than the things allow', () => {
    const wide = [{ x: 40, y: 300, width: 940, height: 300 }];
    expect(frameCamera(1024, 1024, wide, { ...still, shot: 1 }).zoom).toBeLessThan(1.05);
  });

  it('mirrors round the frame', () => {
    const camera = frameCamera(1000, 800, [{ x: 100, y: 100, width: 100, height: 100 }], { ...still, mirrored: true });
    expect(pictureX(camera, 100)).toBe(900);
  });
});

describe('composed pictures through the camera', () => {
  const prompts = ['两只狗在秋天的公园里玩', '奶奶在厨房里包饺子', 'a cat on a boat at sunset'];

  it.each(prompts)('keeps every thing of "%s" in the picture in every look of a run', (prompt) => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { things } = composeSvg(prompt, 'illustration', seed);
      expect(things.length).toBeGreaterThan(0);
      for (const { id, box } of things) {
        const label = `${id} / seed ${seed}`;
        expect(box.x, label).toBeGreaterThanOrEqual(-1);
        expect(box.x + box.width, label).toBeLessThanOrEqual(1025);
        expect(box.y, label).toBeGreaterThanOrEqual(-1);
      }
    }
  });

  it('frames a run of four differently: closer in some, mirrored in some', () => {
    const svgs = [1, 2, 3, 4].map((seed) => composeSvg('奶奶在厨房里包饺子', 'illustration', seed).svg);
    const viewBoxes = svgs.map((svg) => /viewBox="([^"]+)"/.exec(svg)?.[1]);
    expect(new Set(viewBoxes).size).toBeGreaterThanOrEqual(3);
    expect(viewBoxes).toContain('0 0 1024 1024');
  });
});
