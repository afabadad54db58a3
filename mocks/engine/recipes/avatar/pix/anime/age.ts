// Whether the face is drawn older (./ageLines.ts): faceres' age estimate on the aligned photo
// (through ../../traits.ts). On the gallery it reads the older man 39 and the bald man 49, every
// other face 24–29. It reads a soft photo young, so a few older faces will still be drawn
// smooth; grey hair is no help here: a black-and-white photo's hair reads as grey as grey hair
// (the held-out "grey" woman, a young woman in black and white: hair chroma 0, lightness 44).

/** At or above this estimate the face is older. */
export const OLDER_AGE = 36;

/** `age`: faceres' estimate, null when it found no face (drawn as before). */
export function looksOlder(age: number | null): boolean {
  return age !== null && age >= OLDER_AGE;
}
