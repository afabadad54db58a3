// Where each named thing stands and how large it is. The first thing named is the subject: it
// stands in the middle, the largest. A thing "on" another stands on its top surface, one "in" a
// container sits inside it, one "under" another stands below it, a thing a person carries is
// in their hand (holding.ts), and the rest stand beside the subject, smaller, in the order
// named. Sizes within a group keep a sense of the world (a cat is smaller than the boat it sits
// on), softened so that nothing named disappears.
import type { Random } from '../shared/random';
import type { Saddle, XY } from './concepts/riding';
import type { Drawing } from './concepts/types';
import { HELD, type Held } from './holding';
import type { Scene } from './scene';
import type { Reading, RelationKind } from './words';

/** One copy of a thing: its base centre and height in pixels, mirrored or not, turned (degrees, a leap). */
export interface Copy {
  x: number;
  base: number;
  height: number;
  flip: boolean;
  turn?: number;
  /** The point it turns round: pixels right of its base centre, on its base. */
  pivot?: number;
}

export interface Placement {
  /** Index into the reading's things. */
  thing: number;
  /** The box of all its copies, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Each copy's base centre and height in pixels. */
  copies: Copy[];
  subject: boolean;
  /** Drawn before the thing it is in (a container hides its lower part). */
  behind: boolean;
  /** Only its overlay drawn (a working person's hands over the work: atTheTable.ts). */
  overlay?: boolean;
  /** How it is drawn when the layout posed it (a rider's limbs on the pedals and bars), else its concept's drawing. */
  drawing?: Drawing;
}

interface Node {
  thing: number;
  drawing: Drawing;
  /** How a person carries it, when one does (holding.ts). */
  held?: Held;
  count: number;
  parent?: { node: Node; kind: RelationKind };
  children: Node[];
  subject: boolean;
  /** Relative to its cluster's root: height (root 1), base centre. */
  h: number;
  x: number;
  base: number;
  /** Which way it faces when something decides (1 right, -1 left); else the seed. */
  facing?: 1 | -1;
  /** Its drawing in a pose the layout gave it (a rider's limbs on the pedals and bars). */
  posed?: Drawing;
  /** Far-off birds in flight: its copies scattered over a patch of sky, not stood in a row. */
  flock?: boolean;
  /** Two animals together: apart, facing each other; when they play, the second leaps. */
  pair?: 'face' | 'play';
}

/** A flock's patch of sky, in copy heights: its depth (copies higher and lower) and its width per bird. */
const FLOCK_DEPTH = 2.2;
const FLOCK_SPREAD = 1.35;
/** A pair's second animal stands this many widths from the first: apart, never one blob. */
const PAIR_STEP = 1.12;

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** How wide a thing's copies stand together, for a height of 1. */
const groupWidth = (node: Node): number =>
  node.drawing.aspect * (node.flock ? node.count * FLOCK_SPREAD : 1 + (node.count - 1) * (node.pair ? PAIR_STEP : 0.78));

/**
 * A thing on a top with something standing up from it (a cat on a sailboat's deck, the mast in
 * the middle) stands beside that, on the deck, never through it: moved to one side (the
 * children alternate sides) and made smaller if that side's deck is too short for it.
 */
function keepClear(child: Node, node: Node, clear: readonly [number, number], k: number): void {
  const unit = node.h / 100;
  const deck = node.drawing.deck ?? [-node.drawing.aspect * 50, node.drawing.aspect * 50];
  const margin = 3 * unit;
  const side = k % 2 === 0 ? 1 : -1;
  const inner = side > 0 ? clear[1] * unit + margin : -clear[0] * unit + margin;
  const outer = side > 0 ? deck[1] * unit : -deck[0] * unit;
  const room = Math.max(outer - inner, node.h * 0.1);
  const width = child.h * groupWidth(child);
  if (width > room) child.h *= room / width;
  child.x = node.x + side * (inner + (child.h * groupWidth(child)) / 2);
  // Looking out over the water, away from the mast.
  child.facing = side > 0 ? 1 : -1;
}

/**
 * A person riding a bicycle sits on its saddle, its feet on the pedals and its hands on the bars:
 * as tall as a person is beside a bicycle (a child's legs still reaching the pedals), the hips
 * on the saddle, and, when the person has a riding pose, its limbs bent to where the vehicle has
 * its pedals and bars (concepts/riding.ts).
 */
function seat(rider: Node, node: Node, saddle: Saddle, hips: number): void {
  const unit = node.h / 100;
  const legs = (Math.hypot(saddle.pedal.x - saddle.x, saddle.pedal.y - saddle.y) * unit) / (0.95 * hips);
  rider.h = Math.max(node.h * clamp(rider.drawing.metres / node.drawing.metres, 1.1, 1.8), legs);
  rider.base = node.base + saddle.y * unit + rider.h * hips;
  rider.x = node.x + saddle.x * unit;
  // The saddle is where it is drawn: the bicycle not mirrored under its rider.
  node.facing = 1;
  const inRider = (point: XY): XY => ({
    x: ((node.x + point.x * unit - rider.x) * 100) / rider.h,
    y: ((node.base + point.y * unit - rider.base) * 100) / rider.h,
  });
  if (!rider.drawing.ride) return;
  rider.drawing = rider.drawing.ride({ feet: inRider(saddle.pedal), hands: inRider(saddle.bars) });
  rider.posed = rider.drawing;
}

function placeChildren(node: Node): void {
  node.children.forEach((child, k) => {
    const ratio = Math.sqrt(child.drawing.metres / node.drawing.metres);
    const spread = (k - (node.children.length - 1) / 2) * node.h * node.drawing.aspect * 0.3;
    switch (child.parent?.kind) {
      case 'on':
        if (node.drawing.seat && child.drawing.hips !== undefined) {
          seat(child, node, node.drawing.seat, child.drawing.hips);
          break;
        }
        // The subject on something stays large: the thing under it gives way.
        child.h = node.h * clamp(ratio, child.subject ? 0.7 : 0.4, 1);
        child.base = node.base - node.h * node.drawing.top;
        child.x = node.x + spread;
        // Never wider than what it stands on: three apples on a plate stay on the plate.
        if (!node.drawing.keepClear && child.h * groupWidth(child) > node.h * node.drawing.aspect * 0.85)
          child.h = (node.h * node.drawing.aspect * 0.85) / groupWidth(child);
        if (node.drawing.keepClear) keepClear(child, node, node.drawing.keepClear, k);
        break;
      case 'in':
        // In a container: standing a little below its rim, its upper part showing above it.
        child.h = node.h * clamp(ratio, node.drawing.holds ? 0.55 : 0.35, node.drawing.holds ? 0.8 : 0.55);
        child.base = node.base - node.h * (node.drawing.holds ?? 0.08);
        child.x = node.x + spread;
        break;
      case 'under':
        child.h = node.h * clamp(ratio, 0.25, Math.max(0.3, node.drawing.top * 0.55));
        child.base = node.base;
        child.x =
          node.x + spread + (node.drawing.top > 0.9 && node.drawing.aspect < 1.2 ? node.h * node.drawing.aspect * 0.3 : 0);
        break;
      case 'hold': {
        // In the person's hand (the drawing's grip), the holder facing so that hand is drawn where it is.
        const grip = node.drawing.grip;
        if (!grip || !child.held) break;
        child.h = node.h * child.held.share;
        child.base = node.base + (node.h * grip.y) / 100 + child.h * child.held.at;
        child.x = node.x + (node.h * grip.x) / 100;
        node.facing = 1;
        break;
      }
      default:
        break;
    }
    placeChildren(child);
  });
}

interface Extent {
  left: number;
  right: number;
  top: number;
}

function extent(node: Node, into: Extent = { left: Infinity, right: -Infinity, top: Infinity }): Extent {
  const half = (node.h * groupWidth(node)) / 2;
  into.left = Math.min(into.left, node.x - half);
  into.right = Math.max(into.right, node.x + half);
  into.top = Math.min(into.top, node.base - node.h * (node.flock ? FLOCK_DEPTH : 1));
  for (const child of node.children) extent(child, into);
  return into;
}

/** The base line and the height a cluster rooted at a thing of this place may take. */
function stage(scene: Scene, place: Drawing['place']): { base: number; room: number } {
  const { height, horizon } = scene;
  if (scene.ground === 'underwater') return { base: height * (place === 'ground' ? 0.9 : 0.72), room: height * 0.62 };
  if (scene.room === 'table') return { base: horizon + (height - horizon) * 0.55, room: height * 0.58 };
  if (scene.room) return { base: horizon + (height - horizon) * 0.72, room: height * 0.66 };
  if (place === 'sky') return { base: horizon * 0.8, room: horizon * 0.62 };
  if (place === 'underwater' && (scene.ground === 'sea' || scene.ground === 'lake'))
    return { base: height * 0.96, room: (height - horizon) * 0.6 };
  // With a beach the hull floats well above the shoreline (land.ts), never over the sand.
  if (place === 'water' && (scene.ground === 'sea' || scene.ground === 'lake'))
    return { base: horizon + (height - horizon) * (scene.beach ? 0.55 : 0.62), room: height * 0.62 };
  // Land in the sea (a cliff, an island, a rock) rises from below the picture's edge.
  if (scene.ground === 'sea') return { base: height * 1.01, room: height * 0.7 };
  return { base: horizon + (height - horizon) * 0.8, room: height * 0.66 };
}

export function layOut(reading: Reading, scene: Scene, random: Random): Placement[] {
  const nodes: Node[] = reading.things.map((mention, thing) => ({
    thing,
    drawing: mention.concept.drawing ?? { painter: () => '', aspect: 1, metres: 1, place: 'ground', top: 1, colours: [] },
    held: HELD[mention.concept.id],
    count: mention.count,
    subject: thing === reading.subject,
    children: [],
    h: 1,
    x: 0,
    base: 0,
  }));
  if (nodes.length === 0) return [];
  const outdoors = !scene.room && scene.ground !== 'underwater';
  for (const node of nodes) {
    const group = reading.things[node.thing]?.concept.group;
    // A bird in the sky beside the subject flies there, far off (action.ts counts the flock).
    if (!node.subject && outdoors && node.drawing.flying) {
      node.drawing = node.drawing.flying;
      node.posed = node.drawing;
      node.flock = node.count > 1;
    }
    if (group === 'animal' && node.count === 2 && node.drawing.place === 'ground') node.pair = reading.playing ? 'play' : 'face';
  }
  const rootOf = (node: Node): Node => (node.parent ? rootOf(node.parent.node) : node);
  const isPerson = (node: Node): boolean => reading.things[node.thing]?.concept.group === 'person';
  for (const relation of reading.relations) {
    if (relation.kind === 'beside') continue;
    const child = nodes[relation.subject];
    const parent = nodes[relation.object];
    if (child.parent || rootOf(parent) === child) continue;
    child.parent = { node: parent, kind: relation.kind };
    parent.children.push(child);
  }
  const roots = nodes.filter((node) => !node.parent);
  for (const root of roots) placeChildren(root);
  const subjectNode = nodes[reading.subject] ?? nodes[0];
  const subjectRoot = rootOf(subjectNode);
  const { width } = scene;
  interface Cluster {
    root: Node;
    scale: number;
    left: number;
    right: number;
    base: number;
    cx: number;
  }
  const clusters: Cluster[] = roots.map((root) => {
    const e = extent(root);
    const place = root.drawing.place;
    const s = stage(scene, place);
    const tall = Math.max(1, -e.top);
    let scale: number;
    if (root === subjectRoot) {
      // When the subject stands on or in something, that may run off the picture's sides so the subject stays large.
      const wide = root === subjectNode ? width * 0.8 : width * 1.5;
      scale = Math.min(s.room / tall, wide / (e.right - e.left), (s.base - scene.height * 0.04) / tall);
    } else {
      scale = 0;
    }
    return { root, scale, left: e.left, right: e.right, base: s.base, cx: 0 };
  });
  const subject = clusters.find((c) => c.root === subjectRoot) ?? clusters[0];
  const subjectHeight = subject.scale * Math.max(1, -extent(subject.root).top);
  const subjectArea = subjectHeight * subject.scale * (subject.right - subject.left);
  for (const cluster of clusters) {
    if (cluster === subject) continue;
    const e = extent(cluster.root);
    const tall = Math.max(1, -e.top);
    const wide = e.right - e.left;
    const natural = Math.sqrt(cluster.root.drawing.metres / subject.root.drawing.metres) * subjectHeight;
    // People beside a person keep their real heights (a family: the mother as tall as the
    // father, the child smaller); other things never outgrow four fifths of the subject.
    const people = isPerson(cluster.root) && isPerson(subject.root);
    let height = clamp(natural, subjectHeight * 0.3, subjectHeight * (people ? 1 : 0.8));
    // Never more area than the subject's.
    const area = (height / tall) * wide * height;
    if (!people && area > subjectArea * 0.7) height *= Math.sqrt((subjectArea * 0.7) / area);
    if (cluster.root.drawing.place === 'sky' && scene.ground !== 'underwater' && !scene.room)
      height = Math.min(height, scene.horizon * 0.3);
    cluster.scale = height / tall;
    // Far off, each bird a few percent of the sky's height: small against the subject.
    if (cluster.root.flock) cluster.scale = scene.horizon * 0.065;
  }
  // A row: the subject in the middle, the others right, left, right… of it.
  const ground = clusters.filter(
    (c) => c === subject || c.root.drawing.place !== 'sky' || scene.room !== undefined || scene.ground === 'underwater',
  );
  const sky = clusters.filter((c) => !ground.includes(c));
  const widthOf = (c: Cluster) => (c.right - c.left) * c.scale;
  const gap = width * 0.02;
  const others = ground.filter((c) => c !== subject);
  const fit = () => ground.reduce((sum, c) => sum + widthOf(c) + gap, -gap);
  for (let tries = 0; others.length > 0 && tries < 12 && fit() > width * 0.96; tries++) {
    for (const c of others) c.scale *= 0.85;
    if (tries > 6) subject.scale *= 0.9;
  }
  const order: Cluster[] = [subject];
  others.forEach((c, k) => (k % 2 === 0 ? order.push(c) : order.unshift(c)));
  const total = fit();
  let x = (width - total) / 2 + random.between(-0.03, 0.03) * width * (total < width * 0.8 ? 1 : 0);
  if (total < width) x = clamp(x, width * 0.01, Math.max(width * 0.01, width * 0.99 - total));
  else if (others.length === 0) x = width / 2 - (subjectNode.x - subject.left) * subject.scale; // the subject in the middle
  for (const c of order) {
    c.cx = x - c.left * c.scale;
    x += widthOf(c) + gap;
  }
  // Sky things go where the sky is clear: never over what stands below (a bird on the cat's head).
  const taken: Area[] = ground.map((c) => areaOf(c.root, c.cx, c.base, c.scale));
  for (const [k, c] of sky.entries()) {
    const spot = clearSpot(c, scene, taken, k % 2 === 0 ? 1 : -1, random);
    c.cx = spot.cx;
    c.base = spot.base;
    taken.push(areaOf(c.root, c.cx, c.base, c.scale));
  }
  const placements: Placement[] = [];
  const isBehind = (node: Node) => node.parent?.kind === 'in' && node.parent.node.drawing.holds !== undefined;
  const visit = (node: Node, c: Cluster) => {
    // What sits in a container is drawn first, so the container's front hides its lower part.
    for (const child of node.children) if (isBehind(child)) visit(child, c);
    const h = node.h * c.scale;
    const w = h * groupWidth(node);
    const cx = c.cx + node.x * c.scale;
    const base = c.base + node.base * c.scale;
    const copyWidth = h * node.drawing.aspect;
    const copies: Copy[] = node.flock
      ? scatter(node.count, cx, base, w, h, copyWidth, random)
      : Array.from({ length: node.count }, (_, k) => ({
          x: cx - w / 2 + copyWidth / 2 + k * copyWidth * (node.pair ? PAIR_STEP : 0.78),
          // Copies stand a little apart in depth too, so a row of cats is not a frieze.
          base: base - (node.count > 1 ? (k % 2) * h * 0.06 : 0),
          height: h * (node.count > 1 ? 1 - (k % 2) * 0.08 : 1),
          flip: random.next() < 0.5 ? node.facing !== 1 : node.facing === -1,
        }));
    if (node.pair) facePair(copies, node.pair, h, copyWidth);
    const top = Math.min(...copies.map((copy) => copy.base - copy.height));
    const placement: Placement = {
      thing: node.thing,
      x: cx - w / 2,
      y: node.flock ? top : base - h,
      width: w,
      height: node.flock ? base - top : h,
      copies,
      subject: node === subjectNode,
      behind: isBehind(node),
      ...(node.posed ? { drawing: node.posed } : {}),
    };
    placements.push(placement);
    for (const child of node.children) if (!isBehind(child)) visit(child, c);
    // The hand that holds a thing drawn again over it, round its string or handle (people.ts).
    if (node.drawing.overlay && node.children.some((child) => child.parent?.kind === 'hold'))
      placements.push({ ...placement, overlay: true });
  };
  for (const c of [...clusters].sort((a, b) => a.base - b.base)) visit(c.root, c);
  return placements;
}

interface Area {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where a cluster's things stand, in pixels. */
function areaOf(root: Node, cx: number, base: number, scale: number): Area {
  const e = extent(root);
  return { left: cx + e.left * scale, right: cx + e.right * scale, top: base + e.top * scale, bottom: base };
}

const overlap = (a: Area, b: Area): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * A place in the sky for a sky thing (birds, a kite, a plane): the upper sky on its side of the
 * picture, clear of what stands below by a margin; where nothing is clear, the least covered.
 */
function clearSpot(
  c: { root: Node; scale: number; left: number; right: number },
  scene: Scene,
  taken: readonly Area[],
  side: 1 | -1,
  random: Random,
): { cx: number; base: number } {
  const { width, horizon } = scene;
  const e = extent(c.root);
  const wide = (e.right - e.left) * c.scale;
  const tall = -e.top * c.scale;
  const margin = width * 0.025;
  let best = { cx: width / 2, base: horizon * 0.5, cost: Infinity };
  const jitter = random.between(0, 1);
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 5; j++) {
      const left = width * 0.03 + ((i + jitter * 0.5) / 9) * Math.max(0, width * 0.94 - wide);
      const top = horizon * (0.05 + ((j + jitter * 0.3) / 5) * 0.6);
      if (top + tall > horizon * 0.85) continue;
      const area: Area = { left: left - margin, right: left + wide + margin, top: top - margin, bottom: top + tall + margin };
      const covered = taken.reduce((sum, t) => sum + overlap(area, t), 0);
      const middle = left + wide / 2;
      // On its own side, high in the sky, but not pressed to the very edge or top.
      const away = side * (middle - width / 2) < 0 ? width * 0.2 : 0;
      const cost =
        covered * 100 + away + Math.abs(top - horizon * 0.22) * 0.5 + Math.abs(Math.abs(middle - width / 2) - width * 0.3) * 0.3;
      if (cost < best.cost) best = { cx: left - e.left * c.scale, base: top + tall, cost };
    }
  return best;
}

/** Far-off birds over their patch of sky: each at its own height and size, none in line. */
function scatter(count: number, cx: number, base: number, w: number, h: number, copyWidth: number, random: Random): Copy[] {
  const step = count > 1 ? (w - copyWidth) / (count - 1) : 0;
  return Array.from({ length: count }, (_, k) => {
    const height = h * random.between(0.6, 1);
    return {
      x: cx - w / 2 + copyWidth / 2 + (k + random.between(-0.2, 0.2)) * step,
      base: base - random.between(0, FLOCK_DEPTH - 1) * h,
      height,
      flip: random.next() < 0.3,
    };
  });
}

/**
 * Two animals face each other (the left one right, the right one left). Playing, the left one
 * bows (its chest down, its rump up, turned round its front paws) and the right one rears at it
 * (its head up, turned round its hind paws): both turned the same way round their right foot.
 */
function facePair(copies: Copy[], pair: 'face' | 'play', h: number, copyWidth: number): void {
  const [left, right] = copies[0].x <= copies[1].x ? [copies[0], copies[1]] : [copies[1], copies[0]];
  left.flip = false;
  right.flip = true;
  if (pair !== 'play') return;
  left.turn = 11;
  left.pivot = copyWidth * 0.32;
  right.turn = 20;
  right.pivot = copyWidth * 0.3;
  right.base -= h * 0.04;
}
