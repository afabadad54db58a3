// Where the portrait's figure is drawn: the person (the colours' not-background within the head-
// and-shoulders oval, widened by hanging hair), fading into bare paper over a wide, uneven margin
// as a sketch's edge does, and a tight mask at the person's own edge where the tone stops.
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';

/**
 * The figure's fade (`figure`, 0 paper to 1 drawn) and the person's own edge, barely softened
 * (`within`), from the colours' background, the head-and-shoulders mask (../masks.ts
 * subjectMask), a woman's hanging hair and the sheet's ragged noise.
 */
export function figureFade(
  background: Grey,
  subject: Grey,
  hanging: Grey | undefined,
  ragged: Grey,
  unit: number,
): { figure: Grey; within: Grey } {
  const person = createGrey(background.width, background.height);
  // (The head-and-shoulders oval is narrow under the chin, and the colours call what is below
  // their hair's cap background: hanging hair widens the figure.)
  for (let i = 0; i < person.data.length; i++)
    person.data[i] = Math.max((1 - background.data[i]) * subject.data[i], hanging ? hanging.data[i] : 0);
  const soft = blurGrey(person, unit * 0.14);
  // The drawing's tone stops at the person's own edge: the soft fade above, reaching past it,
  // washed the room's blur round the hair into a grey fringe (the hair read as a smooth cap).
  const within = blurGrey(person, Math.max(1, unit * 0.015));
  const figure = createGrey(background.width, background.height);
  for (let i = 0; i < figure.data.length; i++)
    figure.data[i] = smoothstep(0.3, 0.75, soft.data[i] + (ragged.data[i] - 0.5) * 0.4);
  return { figure, within };
}
