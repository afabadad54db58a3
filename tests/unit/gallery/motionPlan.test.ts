// The motion gallery's plan (npm run gallery -- gif animation video3d): which frames of a clip
// are shown, which people and seeds are the rows, how they are labelled, and the blind panel's
// numbering of whole clips and its key.
import { layoutSheet } from '../../gallery/layout';
import {
  blindClips,
  frameLabel,
  isBlindRow,
  MOTION_CELL,
  MOTION_FRAMES,
  motionRows,
  rowLabel,
  spreadFrames,
} from '../../gallery/motionPlan';

describe('spreadFrames', () => {
  it('shows 8 frames from the first to the last, in order, each once', () => {
    const picked = spreadFrames(75, MOTION_FRAMES);
    expect(MOTION_FRAMES).toBe(8);
    expect(picked).toHaveLength(8);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(74);
    for (let index = 1; index < picked.length; index++) expect(picked[index]).toBeGreaterThan(picked[index - 1]);
  });

  it('spreads them evenly: no gap between shown frames is more than one frame longer than another', () => {
    const picked = spreadFrames(40, 8);
    const gaps = picked.slice(1).map((frame, index) => frame - picked[index]);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('shows every frame of a clip shorter than the strip, and nothing of an empty one', () => {
    expect(spreadFrames(5, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(spreadFrames(1, 8)).toEqual([0]);
    expect(spreadFrames(0, 8)).toEqual([]);
  });
});

describe('motionRows', () => {
  const everyone = () => true;

  it('shows three people of different ages and genders, a face nobody tuned to, and a second seed of one face', () => {
    const rows = motionRows(everyone);
    expect(rows.filter((row) => row.seed === 1).map((row) => row.sampleId)).toEqual(['woman', 'man', 'older-man', 'bald-man']);
    const second = rows.filter((row) => row.seed === 2);
    expect(second).toHaveLength(1);
    expect(rows.filter((row) => row.sampleId === second[0].sampleId).map((row) => row.seed)).toEqual([1, 2]);
  });

  it('takes the next untuned face when the face check refuses one, and leaves refused samples out', () => {
    const rows = motionRows((sampleId) => sampleId !== 'bald-man' && sampleId !== 'man');
    expect(rows.map((row) => row.sampleId)).toEqual(['woman', 'older-man', 'dark-woman', 'older-man']);
  });

  it('adds the extra samples of a tool that takes any photo, at seed 1', () => {
    expect(motionRows(everyone, ['room']).map(rowLabel)).toEqual([
      'woman · seed 1',
      'man · seed 1',
      'older-man · seed 1',
      'bald-man · seed 1',
      'room · seed 1',
      'older-man · seed 2',
    ]);
  });

  it('gives the blind panel seed 1 of the faces no recipe was tuned to', () => {
    expect(motionRows(everyone, ['room']).filter(isBlindRow).map(rowLabel)).toEqual([
      'older-man · seed 1',
      'bald-man · seed 1',
      'room · seed 1',
    ]);
  });
});

describe('a mode sheet’s layout', () => {
  it('has a row per sample × seed: its photo then 8 frames, each labelled with its place and time, in cells of at least 240 px', () => {
    const rows = motionRows(() => true).map((row) => [
      rowLabel(row),
      ...spreadFrames(40, MOTION_FRAMES).map((frame, index) => frameLabel(index, MOTION_FRAMES, frame, 0.06)),
    ]);
    const layout = layoutSheet({ title: ['gif · talk'], rows, cell: MOTION_CELL });
    expect(MOTION_CELL).toBeGreaterThanOrEqual(240);
    expect(layout.cells).toHaveLength(5 * 9);
    expect(layout.cells.filter((place) => place.column === 0).map((place) => place.label.text)).toContain('older-man · seed 2');
    expect(
      layout.cells
        .filter((place) => place.row === 0)
        .map((place) => place.label.text)
        .slice(1, 3),
    ).toEqual(['1/8 · 0.00 s', '2/8 · 0.36 s']);
    expect(layout.cells.find((place) => place.row === 0 && place.column === 8)?.label.text).toBe('8/8 · 2.34 s');
  });
});

describe('blindClips', () => {
  const clips = ['boy', 'girl', 'man', 'talk'].flatMap((style) =>
    ['older-man', 'bald-man'].map((sampleId) => ({ style, seed: 1, sampleId })),
  );

  it('numbers every clip once, 1…N from the top, in an order its seed shuffles', () => {
    const { order } = blindClips(clips, 11);
    expect(order.map((cell) => cell.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(order.map((cell) => cell.item)).toEqual(expect.arrayContaining(clips));
    expect(blindClips(clips, 11)).toEqual(blindClips(clips, 11));
    const orders = new Set(
      [1, 2, 3, 4].map((seed) =>
        blindClips(clips, seed)
          .order.map((cell) => cell.item.style)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('mixes the modes: the rows are not in the sheets’ order of templates', () => {
    const { order } = blindClips(clips, 11);
    expect(order.map((cell) => cell.item)).not.toEqual(clips);
  });

  it('gives a key that names each number’s sample, mode and seed', () => {
    const { order, key } = blindClips(clips, 11);
    expect(key).toHaveLength(clips.length);
    for (const entry of key) {
      const row = order.find((cell) => cell.number === entry.number);
      expect(row?.item).toEqual({ style: entry.style, seed: entry.seed, sampleId: entry.sample });
    }
  });
});
