// The structure drawn from src/'s imports has no arrow that climbs (issue 26, point 2): no two
// files import each other, even through others and even for types only, and no two layers do
// (each feature and each page counted as a layer of its own, so two features that use each
// other fail here although ESLint lets each reach the other's index). ESLint's zones
// (eslint.config.js) say which layer may import which; this test sees what they cannot: cycles.
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, layerGraph, layerOf, type Graph } from './importGraph';

const graph = importGraph('src');
const edges = [...graph.values()].flat();

/** "a → b (a/x.ts imports b/y.ts)" for each arrow between the members of a cycle of layers. */
function describeLayerCycle(layers: Map<string, { to: string; example: { from: string; to: string } }[]>, cycle: string[]) {
  return cycle.flatMap((layer) =>
    (layers.get(layer) ?? [])
      .filter(({ to }) => cycle.includes(to))
      .map(({ to, example }) => `${layer} → ${to} (${example.from} imports ${example.to})`),
  );
}

describe('the cycle finder', () => {
  const edgesOf = (pairs: [string, string][]): Map<string, { to: string }[]> => {
    const made = new Map<string, { to: string }[]>();
    for (const [from, to] of pairs) {
      made.set(from, [...(made.get(from) ?? []), { to }]);
      if (!made.has(to)) made.set(to, []);
    }
    return made;
  };

  it('finds a cycle through several files, and only the files on it', () => {
    const cycles = findCycles(
      edgesOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    );
    expect(cycles).toEqual([['a', 'b', 'c']]);
  });

  it('finds a file that imports itself and passes a graph without cycles', () => {
    expect(findCycles(edgesOf([['a', 'a']]))).toEqual([['a']]);
    expect(
      findCycles(
        edgesOf([
          ['a', 'b'],
          ['a', 'c'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the imports of src/', () => {
  it('reads every kind of import, type-only and dynamic ones too', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(500);
    // The kinds a cycle may hide in: `import type`, `import { type A }`, `import('…')`.
    expect(edges.some((edge) => edge.from === 'app/modelTypes.ts' && edge.to === 'app/location.ts' && edge.typeOnly)).toBe(true);
    expect(edges.some((edge) => edge.from === 'routes/pages.ts' && edge.dynamic)).toBe(true);
  });

  it('has no import cycle between files, type-only imports included', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('has no cycle between layers: every arrow between folders points down', () => {
    const layers = layerGraph(graph);
    expect(findCycles(layers).map((cycle) => describeLayerCycle(layers, cycle))).toEqual([]);
  });

  it('would see a climbing arrow: one import back up makes a cycle of layers', () => {
    // The arrow the issue found first: a shared component reading a rule from a feature.
    const climbing: Graph = new Map(graph);
    const mediaView = 'components/media/MediaView.tsx';
    climbing.set(mediaView, [
      ...(graph.get(mediaView) ?? []),
      { from: mediaView, to: 'features/generate/save/share.ts', typeOnly: true, dynamic: false },
    ]);
    expect(layerOf('features/generate/save/share.ts')).toBe('features/generate');
    expect(findCycles(layerGraph(climbing)).flat()).toEqual(expect.arrayContaining(['components', 'features/generate']));
  });
});
