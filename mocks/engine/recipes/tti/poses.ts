// How the prompt's subject holds itself: sitting ("一只猫坐在船上", "a cat sitting on a boat"),
// lying ("趴在沙发上的狗", "a dog lying on a sofa") or, for a person, working with the hands at
// something on a table ("奶奶在厨房里包饺子", "a chef making noodles"). The relation words alone
// ("上", "on") say where a thing is, not how it holds itself: a cat "sitting" on a boat must be
// drawn sitting, its body on the deck, not standing on four legs.
import type { Concept, Pose } from './concepts/types';
import type { Reading } from './words';

const POSE_WORDS: readonly { pose: Pose; words: RegExp }[] = [
  { pose: 'lie', words: /躺|趴|卧|睡|lying|\blies\b|\blay\b|sleep|asleep|curled up|resting/i },
  { pose: 'sit', words: /坐|蹲|sitting|\bsits?\b|\bsat\b|seated|perched/i },
  {
    pose: 'work',
    words:
      /包|做饭|做菜|切菜|擀|揉面|煮|炒|making|\bmakes?\b|cooking|\bcooks?\b|preparing|baking|\bbakes?\b|cutting|folding|kneading|wrapping/i,
  },
];

/** The pose the prompt's words ask for, if any. */
export function readPose(prompt: string): Pose | undefined {
  return POSE_WORDS.find(({ words }) => words.test(prompt))?.pose;
}

/** The concept drawn in the pose, when it has a drawing of it. */
function posed(concept: Concept, pose: Pose): Concept {
  const drawing = concept.drawing?.poses?.[pose];
  return drawing ? { ...concept, drawing } : concept;
}

/**
 * Draws the subject in the prompt's pose (the first animal or person when the subject is a
 * thing): sitting and lying are for animals, working with the hands for people with something
 * on a table to work at.
 */
export function applyPose(reading: Reading, prompt: string): Pose | undefined {
  const pose = readPose(prompt);
  if (!pose) return undefined;
  const living = (index: number) => {
    const group = reading.things[index]?.concept.group;
    return group === 'animal' || group === 'person';
  };
  const index = living(reading.subject) ? reading.subject : reading.things.findIndex((_, k) => living(k));
  if (index < 0) return undefined;
  const mention = reading.things[index];
  const wanted = pose === 'work' && !reading.things.some((m) => m.concept.drawing?.place === 'table') ? undefined : pose;
  if (!wanted) return undefined;
  const drawn = posed(mention.concept, wanted);
  if (drawn === mention.concept) return undefined;
  mention.concept = drawn;
  return wanted;
}
