// The realistic look's (写实) human proportions. The figure's frame is drawn for the
// illustration: a head a fifth of the body, round as a ball and sitting on the shoulders (a doll,
// the panel said). A person's head is about a seventh of their height, longer than wide, its jaw
// narrowing to the chin, on a neck, over shoulders that slope down from it.
import { n } from './draw';

/** Where the figure's head and body are, in its unit box (the feet at 0, up is negative). */
export interface Frame {
  headR: number;
  headY: number;
  shoulderY: number;
  hipY: number;
  halfW: number;
}

/** How much smaller than the illustration's the head is drawn, by age: a baby's stays large. */
const HEAD_SCALE = { baby: 1, child: 0.85, teen: 0.76, adult: 0.72, old: 0.72 } as const;

/** The chin's distance below the head's middle, in head radii (the head is 2.16 radii tall). */
const CHIN = 1.1;

/**
 * The frame the realistic head is drawn in: the radius scaled down for the age, the chin a neck's
 * length (0.45 of the radius) above the shoulders. The body (shoulders, hips, width) is unchanged,
 * so where the hands and a held thing fall (the layout's data) stays the same.
 */
export function lifelikeHead(frame: Frame, age: keyof typeof HEAD_SCALE): Frame {
  const scale = HEAD_SCALE[age];
  if (scale === 1) return frame;
  const headR = frame.headR * scale;
  const chin = frame.shoulderY - headR * 0.45;
  return { ...frame, headR, headY: chin - headR * CHIN };
}

/**
 * A head's outline: the cranium's dome, widest at the temples (0.9 of the radius), the cheeks
 * and a jaw narrowing to a rounded chin — an egg standing on its narrow end, not a ball.
 */
export function headOutline(r: number, y: number): string {
  const half = (side: 1 | -1) => {
    const x = (v: number) => n(side * v * r);
    const at = (v: number) => n(y + v * r);
    return `C${x(0.62)} ${at(-1.08)} ${x(0.9)} ${at(-0.78)} ${x(0.9)} ${at(-0.18)}C${x(0.9)} ${at(0.3)} ${x(0.78)} ${at(0.66)} ${x(0.52)} ${at(0.9)}C${x(0.36)} ${at(1.05)} ${x(0.2)} ${at(CHIN)} 0 ${at(CHIN)}`;
  };
  // Down the right side to the chin, then back up the left (its points mirrored and reversed).
  const left = `C${n(-0.2 * r)} ${n(y + CHIN * r)} ${n(-0.36 * r)} ${n(y + 1.05 * r)} ${n(-0.52 * r)} ${n(y + 0.9 * r)}C${n(-0.78 * r)} ${n(y + 0.66 * r)} ${n(-0.9 * r)} ${n(y + 0.3 * r)} ${n(-0.9 * r)} ${n(y - 0.18 * r)}C${n(-0.9 * r)} ${n(y - 0.78 * r)} ${n(-0.62 * r)} ${n(y - 1.08 * r)} 0 ${n(y - 1.06 * r)}`;
  return `M0 ${n(y - 1.06 * r)}${half(1)}${left}Z`;
}

/** The ears: flat ovals beside the head from the brow to the nose's tip, half hidden behind it. */
export function ears(r: number, y: number, fill: string): string {
  return [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${n(side * r * 0.88)}" cy="${n(y + r * 0.08)}" rx="${n(r * 0.14)}" ry="${n(r * 0.27)}" fill="${fill}"/>`,
    )
    .join('');
}

/**
 * The top of the body: the trapezius sloping from the neck down to the shoulders' round caps
 * (over the arms' tops), then straight to `end` at `flare` either side. The illustration's top is
 * a flat bar with the arms' ends sticking up at its corners.
 */
export function slopedTorso(frame: Frame, neck: number, flare: number, end: number): string {
  const { shoulderY: s, halfW: w } = frame;
  const cap = w + 1.6;
  return `M${n(-flare)} ${n(end)}L${n(-cap)} ${n(s + 5)}C${n(-cap)} ${n(s + 1)} ${n(-w * 0.88)} ${n(s - 1.6)} ${n(-w * 0.6)} ${n(s - 2)}Q${n(-neck * 1.5)} ${n(s - 2.4)} ${n(-neck)} ${n(s - 3.4)}L${n(neck)} ${n(s - 3.4)}Q${n(neck * 1.5)} ${n(s - 2.4)} ${n(w * 0.6)} ${n(s - 2)}C${n(w * 0.88)} ${n(s - 1.6)} ${n(cap)} ${n(s + 1)} ${n(cap)} ${n(s + 5)}L${n(flare)} ${n(end)}Z`;
}
