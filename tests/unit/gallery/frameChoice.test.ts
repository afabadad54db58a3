// Which frames a blind pair of clips shows (tests/gallery/panel/frameChoice.ts): one per equal
// span of the clip, where the two versions differ most, the span's middle where they are alike;
// two clips of different frame counts compared at the same second.
import { pickDifferingFrames, sameMomentFrame } from '../../gallery/panel/frameChoice';

const alike = (total: number) => Array.from({ length: total }, () => 0);

describe('pickDifferingFrames', () => {
  it("shows each span's middle frame where the clips are alike throughout", () => {
    // 47 frames in 8 spans: 0–4, 5–10, 11–16, 17–22, 23–28, 29–34, 35–40, 41–46.
    expect(pickDifferingFrames(alike(47), 8)).toEqual([2, 7, 13, 19, 25, 31, 37, 43]);
  });

  it('shows a blink of three frames that 8 evenly spread frames miss', () => {
    const differences = alike(47);
    for (const frame of [19, 20, 21]) differences[frame] = 0.8 + frame / 100;
    const picked = pickDifferingFrames(differences, 8);
    // The most different of the three, in place of its span's middle; the other spans unchanged.
    expect(picked).toEqual([2, 7, 13, 21, 25, 31, 37, 43]);
  });

  it("picks each span's largest difference, in time order, one frame per span", () => {
    const differences = [1, 5, 2, 0, 0, 9, 3, 4, 4, 4, 7, 1, 0, 2, 8, 8];
    // Spans of 2: [1,5] [2,0] [0,9] [3,4] [4,4] [7,1] [0,2] [8,8] — ties go to the earlier of two as near.
    expect(pickDifferingFrames(differences, 8)).toEqual([1, 2, 5, 7, 8, 10, 13, 14]);
  });

  it('breaks a tie at the largest difference toward the middle of the span', () => {
    // One span of 9 frames (middle 4): the largest, 3, at frames 1, 5 and 8.
    expect(pickDifferingFrames([0, 3, 0, 0, 0, 3, 0, 0, 3], 1)).toEqual([5]);
  });

  it('shows every frame of a clip no longer than the strip, and nothing of an empty one', () => {
    expect(pickDifferingFrames([0, 4, 1], 8)).toEqual([0, 1, 2]);
    expect(pickDifferingFrames([], 8)).toEqual([]);
  });
});

describe('sameMomentFrame', () => {
  it('is the same frame for clips timed alike', () => {
    const clip = { total: 75, durationS: 3 };
    for (const frame of [0, 1, 37, 74]) expect(sameMomentFrame(frame, clip, clip)).toBe(frame);
  });

  it('is the frame showing at the same second in a clip of another frame rate', () => {
    const fast = { total: 40, durationS: 2 };
    const slow = { total: 20, durationS: 2 };
    // Frame 25 of the fast clip shows 1.25–1.30 s; the slow clip's frame 12 shows 1.2–1.3 s.
    expect(sameMomentFrame(25, fast, slow)).toBe(12);
    expect(sameMomentFrame(24, fast, slow)).toBe(12);
    expect(sameMomentFrame(12, slow, fast)).toBe(25);
    expect(sameMomentFrame(39, fast, slow)).toBe(19);
  });

  it("holds the shorter clip's last frame past its end", () => {
    expect(sameMomentFrame(74, { total: 75, durationS: 3 }, { total: 50, durationS: 2 })).toBe(49);
  });
});
