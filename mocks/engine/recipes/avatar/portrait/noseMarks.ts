// The mesh's points a pencil finishes the portrait's nose with (the mesh's own nose lines,
// ../featureLines.ts NOSE_LINES, are the wings alone: a soft face's nose was lost).

/** The nostrils, short dark marks under the nose's tip, and the bridge's two sides (picture's left, right). */
export const NOSTRILS = [
  { points: [79, 239, 20], weight: 1.2, taper: true },
  { points: [309, 459, 250], weight: 1.2, taper: true },
] as const;
export const NOSE_SIDES = [
  { points: [122, 196, 3, 51, 45], weight: 0.7, taper: true },
  { points: [351, 419, 248, 281, 275], weight: 0.7, taper: true },
] as const;
