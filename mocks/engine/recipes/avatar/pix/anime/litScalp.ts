// A receding man's lit scalp, told apart from his hair. Round his head above the eyes the hair's
// region takes in the bare forehead over the face's outline: shaded skin, darker than the face and
// a little yellower, too far from its colour to be left out as skin (./hairColour.ts skinLike).
// His hair's colour was read from its lit part, which was that scalp: dark hair was painted a
// skin-orange (blind readers: "the receding man's hair ginger"). Read round his head, the pixels
// fall in two groups of light (his dark hair about L 15–34, the scalp L 42–68): the lighter one,
// of the skin's hue and far lighter than the darker, is his scalp, and the hair is the other.

/** The lightness (Lab) splitting pixels sorted by it into the two groups most apart (Otsu's rule): the index of the first lighter one. */
function split(labs: readonly (readonly number[])[]): number {
  const n = labs.length;
  let total = 0;
  for (const lab of labs) total += lab[0];
  let best = 0;
  let at = 0;
  let below = 0;
  for (let k = 1; k < n; k++) {
    below += labs[k - 1][0];
    const dark = below / k;
    const light = (total - below) / (n - k);
    const apart = k * (n - k) * (light - dark) ** 2;
    if (apart > best) {
      best = apart;
      at = k;
    }
  }
  return at;
}

function hueOf(lab: readonly number[]): number {
  return (Math.atan2(lab[2], lab[1]) * 180) / Math.PI;
}

function medianOf(values: number[]): number {
  return values.sort((a, b) => a - b)[values.length >> 1];
}

/**
 * The hair's pixels (Lab, sorted by lightness) with a lit scalp left out: when the lighter of their
 * two groups has the skin's hue (within 20°), is colourful as skin is (chroma over 10, a grey's is
 * not), is lit as skin is (within 30 of its light) and lies 20 or more above the darker group's
 * light, which holds a quarter of them or more, only the darker group is hair. Otherwise (one
 * spread of shades, a grey's light, a blonde's of another hue) all of them are.
 */
export function hairWithoutScalp(labs: readonly (readonly number[])[], skin: readonly number[]): readonly (readonly number[])[] {
  if (labs.length < 8) return labs;
  const at = split(labs);
  const dark = labs.slice(0, at);
  const light = labs.slice(at);
  if (dark.length < 0.25 * labs.length) return labs;
  const lightL = medianOf(light.map((lab) => lab[0]));
  const darkL = medianOf(dark.map((lab) => lab[0]));
  const chroma = medianOf(light.map((lab) => Math.hypot(lab[1], lab[2])));
  const hue = medianOf(light.map(hueOf));
  const skinHue = hueOf(skin);
  const scalp = lightL - darkL >= 20 && lightL > skin[0] - 30 && chroma > 10 && Math.abs(hue - skinHue) < 20;
  return scalp ? dark : labs;
}
