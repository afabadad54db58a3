// Tears: a wet trail from each eye's lower lid down the cheek, with a drop running along it.
// Drawn on the face (after the head's motion is undone) so they move with it.
import type { FaceGeometry } from './geometry';
import type { Pose } from './pose';

export interface TearPlan {
  active: boolean;
  /** Trail length and width, pixels; where the drop is along the trail (pixels from the lid). */
  length: number;
  width: number;
  drop: number;
}

export function planTears(face: FaceGeometry, pose: Pose): TearPlan {
  const length = face.height * 0.42 * pose.tears;
  return {
    active: pose.tears > 0.02,
    length,
    width: Math.max(2, face.eyes[0].halfWidth * 0.2),
    drop: length * pose.tearDrop,
  };
}

/** Brightens the pixel at `offset` where it lies on a tear trail or drop. */
export function paintTears(face: FaceGeometry, plan: TearPlan, x: number, y: number, target: Uint8Array, offset: number): void {
  if (!plan.active) return;
  const downX = face.head.downX;
  const downY = face.head.downY;
  for (const eye of face.eyes) {
    const dx = x - eye.tearX;
    const dy = y - eye.tearY;
    const along = dx * downX + dy * downY;
    if (along < -plan.width || along > plan.length + plan.width * 2) continue;
    // The trail bends outward, away from the nose, as it runs down the cheek.
    const outward = -eye.innerSide;
    const bend = (outward * 0.08 * along * along) / (face.height * 0.42);
    const across = dx * downY - dy * downX - bend;
    const reach = plan.width * (0.75 + 0.35 * Math.min(1, along / (plan.length + 1)));
    let wet = 0;
    if (along >= 0 && along <= plan.length) wet = Math.max(0, 1 - (across * across) / (reach * reach));
    const dropAlong = (along - plan.drop) / (plan.width * 2.2);
    const dropAcross = across / (plan.width * 1.5);
    const drop = Math.max(0, 1 - dropAlong * dropAlong - dropAcross * dropAcross);
    const amount = Math.max(wet * 0.45, drop);
    if (amount <= 0) continue;
    // Water: lighter and bluish, a dark rim, a highlight on the side facing the light.
    const rim = amount < 0.35 ? (0.35 - amount) * 0.9 : 0;
    const highlight = Math.max(0, 1 - ((across + reach * 0.35) / (reach * 0.35)) ** 2) * amount;
    for (let channel = 0; channel < 3; channel++) {
      const tint = channel === 2 ? 255 : channel === 1 ? 240 : 225;
      let value = target[offset + channel];
      value += (tint - value) * amount * 0.45;
      value *= 1 - rim;
      value += (255 - value) * highlight * 0.6;
      target[offset + channel] = value;
    }
  }
}
