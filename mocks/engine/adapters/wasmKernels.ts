// Faster data-moving kernels for tfjs's WASM backend, giving exactly the values of its own.
// The backend writes Concat, Slice (and SplitV through it) in JavaScript, copying one
// innermost run at a time through a new typed-array view: joining RVM's matte to its colour
// (512×512 runs of 3 and 1 numbers) made a million views a pass, and the views' garbage. Its
// SpaceToBatchND and BatchToSpaceND (the dilated convolutions of RVM's backbone) pad, reshape
// and run a rank-5 Transpose that the WASM build walks element by element: 60 ms for a
// 24×24×960 tensor. Together that was about half of a person matte's CPU time. Here every run is
// copied inside one view of the WASM memory (a short one number by number, a long one by
// copyWithin) and the two block moves copy whole channel runs; a case these do not cover
// (strings, booleans, other ranks) goes to the backend's own kernel.

/** A tensor as a kernel sees it. */
export interface TensorInfo {
  dataId: object;
  shape: number[];
  dtype: string;
}

/** What the kernels use of the WASM backend (its BackendWasm). */
interface WasmBackend {
  makeOutput(shape: number[], dtype: string): TensorInfo;
  typedArrayFromHeap(info: TensorInfo): ArrayBufferView;
}

interface KernelArgs {
  inputs: Record<string, TensorInfo | undefined> & { [index: number]: TensorInfo | undefined };
  backend: WasmBackend;
  attrs: Record<string, unknown>;
}

type KernelFunc = (args: KernelArgs) => TensorInfo | TensorInfo[];

interface KernelConfig {
  kernelName: string;
  backendName: string;
  kernelFunc: KernelFunc;
}

/** The part of tfjs-core's kernel registry used here (human's `tf`). */
interface KernelRegistry {
  getKernel(kernelName: string, backendName: string): KernelConfig | undefined;
  unregisterKernel(kernelName: string, backendName: string): void;
  registerKernel(config: KernelConfig): void;
}

function isKernelRegistry(tf: unknown): tf is KernelRegistry {
  if (typeof tf !== 'object' || tf === null) return false;
  const { getKernel, unregisterKernel, registerKernel } = tf as Partial<Record<keyof KernelRegistry, unknown>>;
  return typeof getKernel === 'function' && typeof unregisterKernel === 'function' && typeof registerKernel === 'function';
}

/**
 * The WASM memory as 32-bit numbers (float32 and int32 are copied bit for bit alike) and where
 * each tensor starts in it. Taken after the output is made: making it may grow the memory.
 */
interface Heap {
  memory: Int32Array;
  at: (info: TensorInfo) => number;
}

function heapOf(backend: WasmBackend, out: TensorInfo): Heap {
  const memory = new Int32Array(backend.typedArrayFromHeap(out).buffer);
  return { memory, at: (info) => backend.typedArrayFromHeap(info).byteOffset / 4 };
}

/** Below this many numbers a run is copied one by one; above, by the engine's memmove. */
const SHORT_RUN = 12;

function copyRun(memory: Int32Array, from: number, to: number, length: number): void {
  if (length < SHORT_RUN) for (let k = 0; k < length; k++) memory[to + k] = memory[from + k];
  else memory.copyWithin(to, from, from + length);
}

const sizeOf = (shape: readonly number[]): number => shape.reduce((product, side) => product * side, 1);

/** The dtypes copied here: 4-byte numbers (the backend's own kernels take the rest). */
const numeric = (dtype: string): boolean => dtype === 'float32' || dtype === 'int32';

function isNumberList(value: unknown, length: number): value is number[] {
  return Array.isArray(value) && value.length === length && value.every((item) => Number.isInteger(item));
}

function isPairs(value: unknown, length: number): value is [number, number][] {
  return Array.isArray(value) && value.length === length && value.every((pair) => isNumberList(pair, 2));
}

/** Concat of numeric tensors along any axis, each input's run per outer index copied in turn. */
function concat(args: KernelArgs): TensorInfo | null {
  const tensors = Object.values(args.inputs).filter((input): input is TensorInfo => input !== undefined);
  const first = tensors[0];
  if (tensors.length < 2 || !numeric(first.dtype) || tensors.some((t) => sizeOf(t.shape) === 0)) return null;
  const rank = first.shape.length;
  const given = Number(args.attrs.axis);
  const axis = given < 0 ? given + rank : given;
  if (!Number.isInteger(axis) || axis < 0 || axis >= rank) return null;
  const outer = sizeOf(first.shape.slice(0, axis));
  const inner = tensors.map((t) => sizeOf(t.shape.slice(axis)));
  const shape = [...first.shape];
  shape[axis] = tensors.reduce((sum, t) => sum + t.shape[axis], 0);
  const out = args.backend.makeOutput(shape, first.dtype);
  const { memory, at } = heapOf(args.backend, out);
  const total = inner.reduce((sum, n) => sum + n, 0);
  let column = at(out);
  tensors.forEach((tensor, i) => {
    const n = inner[i];
    const from = at(tensor);
    for (let b = 0, to = column; b < outer; b++, to += total) copyRun(memory, from + b * n, to, n);
    column += n;
  });
  return out;
}

/** Slice with its begin and size given for every axis (size −1: to the end). */
function slice(args: KernelArgs): TensorInfo | null {
  const x = args.inputs.x;
  if (!x || !numeric(x.dtype)) return null;
  const rank = x.shape.length;
  const { begin, size } = args.attrs;
  if (rank === 0 || !isNumberList(begin, rank) || !isNumberList(size, rank)) return null;
  const sizes = size.map((side, axis) => (side === -1 ? x.shape[axis] - begin[axis] : side));
  if (sizes.some((side, axis) => side < 0 || begin[axis] < 0 || begin[axis] + side > x.shape[axis])) return null;
  const out = args.backend.makeOutput(sizes, x.dtype);
  if (sizeOf(sizes) === 0) return out;
  const { memory, at: start } = heapOf(args.backend, out);
  const to = start(out);
  const from = start(x);
  const strides = new Array<number>(rank).fill(1);
  for (let axis = rank - 2; axis >= 0; axis--) strides[axis] = strides[axis + 1] * x.shape[axis + 1];
  const run = sizes[rank - 1];
  const runs = sizeOf(sizes.slice(0, -1));
  // The outer index of each run, counted like an odometer over the axes before the last.
  const index = new Array<number>(Math.max(0, rank - 1)).fill(0);
  for (let r = 0; r < runs; r++) {
    let at = from + begin[rank - 1];
    for (let axis = 0; axis < rank - 1; axis++) at += (begin[axis] + index[axis]) * strides[axis];
    copyRun(memory, at, to + r * run, run);
    for (let axis = rank - 2; axis >= 0; axis--) {
      if (++index[axis] < sizes[axis]) break;
      index[axis] = 0;
    }
  }
  return out;
}

/** The sizes of SplitV's parts along the axis: a count of equal parts, or sizes of which one may be −1 (the rest). */
function splitSizes(given: unknown, side: number): number[] | null {
  if (typeof given === 'number')
    return Number.isInteger(given) && given > 0 && side % given === 0 ? new Array<number>(given).fill(side / given) : null;
  if (!Array.isArray(given) || !given.every((size) => Number.isInteger(size))) return null;
  const sizes = given.map(Number);
  const rest = sizes.indexOf(-1);
  if (rest >= 0) sizes[rest] = side - sizes.reduce((sum, size, i) => (i === rest ? sum : sum + size), 0);
  return sizes.every((size) => size >= 0) && sizes.reduce((sum, size) => sum + size, 0) === side ? sizes : null;
}

/** SplitV: each part a Slice (the backend's own SplitV calls its own Slice, not the registry's). */
function splitV(args: KernelArgs): TensorInfo[] | null {
  const x = args.inputs.x;
  if (!x || !numeric(x.dtype)) return null;
  const rank = x.shape.length;
  const given = Number(args.attrs.axis);
  const axis = given < 0 ? given + rank : given;
  if (!Number.isInteger(axis) || axis < 0 || axis >= rank) return null;
  const sizes = splitSizes(args.attrs.numOrSizeSplits, x.shape[axis]);
  if (!sizes) return null;
  const parts: TensorInfo[] = [];
  const begin = new Array<number>(rank).fill(0);
  for (const part of sizes) {
    const size = [...x.shape];
    size[axis] = part;
    const piece = slice({ inputs: { x }, backend: args.backend, attrs: { begin: [...begin], size } });
    if (!piece) return null;
    parts.push(piece);
    begin[axis] += part;
  }
  return parts;
}

/** Block moves of a rank-4 NHWC tensor by a 2-D block: the batch's blocks are the picture's interleaved pixels. */
interface BlockMove {
  backend: WasmBackend;
  x: TensorInfo;
  block: [number, number];
}

/**
 * SpaceToBatchND: out[(i·bw + j)·N + n][y][x] = padded input[n][y·bh + i][x·bw + j], zero in
 * the padding (tfjs: pad, reshape to [N, H/bh, bh, W/bw, bw, C], transpose [2, 4, 0, 1, 3, 5]).
 */
function spaceToBatch(
  { backend, x, block: [bh, bw] }: BlockMove,
  [[top, bottom], [left, right]]: [number, number][],
): TensorInfo {
  const [n, height, width, channels] = x.shape;
  const outHeight = (height + top + bottom) / bh;
  const outWidth = (width + left + right) / bw;
  const out = backend.makeOutput([n * bh * bw, outHeight, outWidth, channels], x.dtype);
  const { memory, at: start } = heapOf(backend, out);
  const from = start(x);
  let at = start(out);
  memory.fill(0, at, at + n * bh * bw * outHeight * outWidth * channels);
  for (let i = 0; i < bh; i++)
    for (let j = 0; j < bw; j++)
      for (let b = 0; b < n; b++)
        for (let y = 0; y < outHeight; y++) {
          const row = y * bh + i - top;
          for (let col = 0; col < outWidth; col++, at += channels) {
            const column = col * bw + j - left;
            if (row < 0 || row >= height || column < 0 || column >= width) continue;
            copyRun(memory, from + ((b * height + row) * width + column) * channels, at, channels);
          }
        }
  return out;
}

/**
 * BatchToSpaceND, SpaceToBatchND's inverse with crops: out[n][Y][X] = input[(i·bw + j)·N + n][y][x]
 * for Y + top = y·bh + i, X + left = x·bw + j.
 */
function batchToSpace(
  { backend, x, block: [bh, bw] }: BlockMove,
  [[top, bottom], [left, right]]: [number, number][],
): TensorInfo {
  const [batch, height, width, channels] = x.shape;
  const n = batch / (bh * bw);
  const outHeight = height * bh - top - bottom;
  const outWidth = width * bw - left - right;
  const out = backend.makeOutput([n, outHeight, outWidth, channels], x.dtype);
  const { memory, at: start } = heapOf(backend, out);
  const from = start(x);
  let at = start(out);
  for (let b = 0; b < n; b++)
    for (let outY = 0; outY < outHeight; outY++) {
      const y = outY + top;
      const i = y % bh;
      for (let outX = 0; outX < outWidth; outX++, at += channels) {
        const xx = outX + left;
        const j = xx % bw;
        const source = (i * bw + j) * n + b;
        copyRun(memory, from + ((source * height + (y - i) / bh) * width + (xx - j) / bw) * channels, at, channels);
      }
    }
  return out;
}

/** The block move's arguments when it is one handled here: rank 4, a 2-D block, sizes that divide. */
function blockMove(args: KernelArgs, edges: string): { move: BlockMove; edges: [number, number][] } | null {
  const x = args.inputs.x;
  const { blockShape } = args.attrs;
  const given = args.attrs[edges];
  if (!x || !numeric(x.dtype) || x.shape.length !== 4 || !isNumberList(blockShape, 2) || !isPairs(given, 2)) return null;
  if (blockShape.some((side) => side < 1) || given.flat().some((edge) => edge < 0)) return null;
  return { move: { backend: args.backend, x, block: [blockShape[0], blockShape[1]] }, edges: given };
}

function spaceToBatchKernel(args: KernelArgs): TensorInfo | null {
  const found = blockMove(args, 'paddings');
  if (!found) return null;
  const [, height, width] = found.move.x.shape;
  const [[top, bottom], [left, right]] = found.edges;
  const [bh, bw] = found.move.block;
  if ((height + top + bottom) % bh !== 0 || (width + left + right) % bw !== 0) return null;
  return spaceToBatch(found.move, found.edges);
}

function batchToSpaceKernel(args: KernelArgs): TensorInfo | null {
  const found = blockMove(args, 'crops');
  if (!found) return null;
  const [bh, bw] = found.move.block;
  const [[top, bottom], [left, right]] = found.edges;
  const [batch, height, width] = found.move.x.shape;
  if (batch % (bh * bw) !== 0 || height * bh - top - bottom < 0 || width * bw - left - right < 0) return null;
  return batchToSpace(found.move, found.edges);
}

/** Each replaced kernel: null when the case is not one it handles (the backend's own then runs). */
const FASTER: Readonly<Record<string, (args: KernelArgs) => TensorInfo | TensorInfo[] | null>> = {
  Concat: concat,
  Slice: slice,
  SplitV: splitV,
  SpaceToBatchND: spaceToBatchKernel,
  BatchToSpaceND: batchToSpaceKernel,
};

const BACKEND = 'wasm';

/** The registries already given the faster kernels (one a thread). */
const given = new WeakSet<object>();

/**
 * Puts the faster kernels in place of the WASM backend's in tfjs's registry (`tf`: human's, or
 * tfjs-core itself), once per thread, each keeping the backend's own for the cases it does not
 * handle. Something that is not a tfjs registry is left alone.
 */
export function useFasterWasmKernels(registry: unknown): void {
  if (!isKernelRegistry(registry) || given.has(registry)) return;
  given.add(registry);
  for (const [name, faster] of Object.entries(FASTER)) {
    const own = registry.getKernel(name, BACKEND);
    if (!own) continue;
    const ownFunc = own.kernelFunc;
    registry.unregisterKernel(name, BACKEND);
    registry.registerKernel({ ...own, kernelFunc: (args) => faster(args) ?? ownFunc(args) });
  }
}
