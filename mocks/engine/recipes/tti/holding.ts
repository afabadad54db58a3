// Things a person carries ("a little girl holding a red balloon", "拿着伞的老人", "a young man
// with a guitar"): drawn in the person's hand, not standing beside them on the ground. A thing
// that is carried is held when the prompt says so ("holding", "with", "拿着") or when a lone
// person is named with it and nothing else places it; a balloon, an umbrella or a flower is
// held up in a raised hand, a book read in both hands in front of the chest (the person drawn
// in the 'raise' or 'front' pose, concepts/people.ts), a bag or a guitar hangs from the lowered
// hand. One thing per way of holding.
import type { Reading, Relation } from './words';

/** Which hands hold it: the right one raised, both in front of the chest, the right one hanging. */
export type Hands = 'raised' | 'front' | 'lowered';

/**
 * How a thing is carried: its height as a share of the holder's, the height up the thing (0 its
 * base, 1 its top) that sits in the hand, and in which hands.
 */
export interface Held {
  share: number;
  at: number;
  hands: Hands;
}

/** The person's pose for each way of holding (none: the standing drawing's hanging hand). */
const POSE = { raised: 'raise', front: 'front', lowered: undefined } as const;

/** The things a person carries, by concept id. */
export const HELD: Readonly<Record<string, Held>> = {
  // The string's end in the hand, the balloon above the head.
  balloon: { share: 0.55, at: 0, hands: 'raised' },
  // The handle in the hand, the canopy over the head.
  umbrella: { share: 0.5, at: 0.02, hands: 'raised' },
  flower: { share: 0.3, at: 0.1, hands: 'raised' },
  'ice cream': { share: 0.2, at: 0.12, hands: 'raised' },
  // Read, in both hands in front of the chest.
  book: { share: 0.15, at: 0.5, hands: 'front' },
  mug: { share: 0.11, at: 0.45, hands: 'raised' },
  phone: { share: 0.11, at: 0.3, hands: 'raised' },
  camera: { share: 0.1, at: 0.45, hands: 'raised' },
  letter: { share: 0.12, at: 0.5, hands: 'front' },
  candle: { share: 0.14, at: 0.2, hands: 'raised' },
  violin: { share: 0.28, at: 0.45, hands: 'raised' },
  // Hanging from the lowered hand by its handle or neck, its foot near the ground.
  handbag: { share: 0.22, at: 0.95, hands: 'lowered' },
  basket: { share: 0.22, at: 0.9, hands: 'lowered' },
  bucket: { share: 0.22, at: 0.9, hands: 'lowered' },
  lantern: { share: 0.26, at: 0.98, hands: 'lowered' },
  gift: { share: 0.18, at: 0.5, hands: 'front' },
  guitar: { share: 0.55, at: 0.74, hands: 'lowered' },
};

const heldOf = (reading: Reading, index: number): Held | undefined => HELD[reading.things[index]?.concept.id ?? ''];

/** Whether a relation other than beside-or-holding places the thing (on, in, under) or has something on it. */
const placedOtherwise = (relations: readonly Relation[], index: number): boolean =>
  relations.some((r) => (r.subject === index || r.object === index) && r.kind !== 'beside' && r.kind !== 'hold');

/**
 * Turns the reading's "holding" into hold relations, the thing the subject and the person the
 * object (as "on": the thing is placed by the one it relates to), and draws a person with a
 * thing held up or in front in the pose for it. A hold said of things that cannot be carried (a man
 * with a dog) is beside.
 */
export function holdThings(reading: Reading): void {
  const isPerson = (index: number) => reading.things[index]?.concept.group === 'person';
  const single = (index: number) => reading.things[index]?.count === 1;
  const said = reading.relations.filter((r) => r.kind === 'hold');
  let relations = reading.relations.filter((r) => r.kind !== 'hold');
  const holder = new Map<number, number>();
  const hands = new Map<number, Set<Hands>>();
  const take = (thing: number, person: number): boolean => {
    const held = heldOf(reading, thing);
    if (!held || holder.has(thing) || !single(person) || placedOtherwise(relations, thing)) return false;
    // One pose at a time (a hand raised, or both hands in front) and the hanging hand.
    const busy = hands.get(person) ?? new Set<Hands>();
    const posed = busy.has('raised') || busy.has('front');
    if (held.hands === 'lowered' ? busy.has('lowered') : posed) return false;
    busy.add(held.hands);
    hands.set(person, busy);
    holder.set(thing, person);
    return true;
  };
  for (const r of said) {
    const [person, thing] = isPerson(r.subject) ? [r.subject, r.object] : [r.object, r.subject];
    if (!isPerson(person) || !take(thing, person)) relations.push({ kind: 'beside', subject: r.subject, object: r.object });
  }
  // A lone person named with a thing one carries holds it.
  const people = reading.things.map((_, k) => k).filter(isPerson);
  if (people.length === 1) reading.things.forEach((_, thing) => take(thing, people[0]));
  for (const [thing, person] of holder) {
    relations = relations.filter(
      (r) => !((r.subject === thing && r.object === person) || (r.subject === person && r.object === thing)),
    );
    relations.push({ kind: 'hold', subject: thing, object: person });
    const mention = reading.things[person];
    const pose = POSE[heldOf(reading, thing)?.hands ?? 'lowered'];
    const drawing = pose && mention.concept.drawing?.poses?.[pose];
    if (drawing) mention.concept = { ...mention.concept, drawing };
  }
  reading.relations = relations;
}
