// The import graph of src/, read with TypeScript's parser (no type check, so it is fast): every
// `import`, `export … from`, `import type`, `import('…')` and `typeof import('…')` between
// the app's own files. Type-only imports count: a cycle of types is still a cycle of files
// (the app/location ↔ app/model was one).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

/** File → the files it imports, paths relative to the root. */
export type Graph = Map<string, ImportEdge[]>;

const SOURCE = /\.(ts|tsx)$/;
const RESOLVED = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The source file a relative specifier names (as the bundler resolves it), or null (a package, a stylesheet). */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const suffix of RESOLVED) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs the file
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from` loads nothing either.
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0
    ? bindings.elements.every((element) => element.isTypeOnly)
    : false;
}

function importsOf(file: string): { specifier: string; typeOnly: boolean; dynamic: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node), dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The graph of the source files under `root`, keyed by their path relative to it. */
export function importGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = relative(root, file);
    const edges = importsOf(file).flatMap(({ specifier, typeOnly, dynamic }) => {
      const target = resolveSpecifier(file, specifier);
      return target ? [{ from, to: relative(root, target), typeOnly, dynamic }] : [];
    });
    graph.set(from, edges);
  }
  return graph;
}

/**
 * The graph's cycles: each strongly connected group of two or more nodes (or a node that
 * imports itself), its members sorted (Tarjan's algorithm).
 */
export function findCycles(graph: ReadonlyMap<string, readonly { to: string }[]>): string[][] {
  const seen = new Map<string, { index: number; lowest: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const connect = (node: string): { index: number; lowest: number } => {
    const mark = { index: seen.size, lowest: seen.size };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      const known = seen.get(to);
      if (!known) mark.lowest = Math.min(mark.lowest, connect(to).lowest);
      else if (onStack.has(to)) mark.lowest = Math.min(mark.lowest, known.index);
    }
    if (mark.lowest !== mark.index) return mark;
    const group: string[] = [];
    // The group is what the stack holds above this node, the node included.
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).some(({ to }) => to === node);
    if (group.length > 1 || selfImport) cycles.push(group.sort());
    return mark;
  };

  for (const node of graph.keys()) if (!seen.has(node)) connect(node);
  return cycles;
}

/**
 * The layer a file of src/ belongs to: its top folder (`store`, `components`), each feature
 * and each page on its own (`features/auth`, `pages/user`), a file at the top by its name
 * (`App`, `index`, `routerBase`).
 */
export function layerOf(file: string): string {
  const parts = file.split(/[\\/]/);
  if (parts.length === 1) return parts[0].replace(SOURCE, '');
  return parts[0] === 'features' || parts[0] === 'pages' ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The graph between layers, each arrow with one file import that draws it. */
export function layerGraph(graph: Graph): Map<string, { to: string; example: ImportEdge }[]> {
  const layers = new Map<string, Map<string, ImportEdge>>();
  for (const [from, edges] of graph) {
    const arrows = layers.get(layerOf(from)) ?? new Map<string, ImportEdge>();
    layers.set(layerOf(from), arrows);
    for (const edge of edges) {
      const to = layerOf(edge.to);
      if (to !== layerOf(from) && !arrows.has(to)) arrows.set(to, edge);
    }
  }
  return new Map([...layers].map(([layer, arrows]) => [layer, [...arrows].map(([to, example]) => ({ to, example }))]));
}
