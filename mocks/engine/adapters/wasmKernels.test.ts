// The faster WASM kernels give exactly the backend's own values, on the shapes RVM's matte uses
// and on odd ones (padding, crops, batches, short and long runs), and make far fewer typed-array
// views (the garbage and the time of the backend's copies).
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFasterWasmKernels } from './wasmKernels';

const require = createRequire(import.meta.url);

/** Values 0, 1, 2… as float32 (every one distinct, so a misplaced copy shows). */
const counting = (shape: number[]) =>
  tf.reshape(
    tf.range(
      0,
      shape.reduce((a, b) => a * b, 1),
      1,
      'float32',
    ),
    shape,
  );

/** Each case's output values as plain numbers. */
function cases(): number[][] {
  return tf.tidy(() => {
    const outputs: tf.Tensor[] = [];
    const matte = counting([1, 64, 48, 3]);
    const alpha = counting([1, 64, 48, 1]);
    outputs.push(tf.concat([matte, alpha], -1), tf.concat([alpha, matte, alpha], 3), tf.concat([matte, matte], 1));
    outputs.push(tf.concat([counting([5, 40]), counting([5, 7])], 1), tf.concat([counting([3, 2]), counting([4, 2])], 0));
    outputs.push(tf.concat([tf.cast(counting([2, 3]), 'int32'), tf.cast(counting([2, 1]), 'int32')], 1));
    const joined = counting([1, 32, 24, 4]);
    outputs.push(...tf.split(joined, [3, 1], -1), ...tf.split(joined, [10, 22], 1));
    outputs.push(tf.slice(counting([3, 9, 7, 40]), [1, 2, 3, 5], [2, 4, -1, 33]), tf.slice(counting([6, 5]), [2, 1], [3, 3]));
    outputs.push(tf.slice(counting([2, 3, 4, 5, 6]), [0, 1, 1, 2, 1], [2, 2, 3, 2, 4]), tf.slice(counting([20]), [3], [9]));
    const deep = counting([1, 24, 24, 96]);
    outputs.push(
      tf.spaceToBatchND(
        deep,
        [2, 2],
        [
          [0, 0],
          [0, 0],
        ],
      ),
      tf.spaceToBatchND(
        counting([2, 5, 7, 3]),
        [2, 3],
        [
          [1, 0],
          [0, 2],
        ],
      ),
    );
    outputs.push(
      tf.batchToSpaceND(
        counting([4, 8, 8, 96]),
        [2, 2],
        [
          [0, 0],
          [0, 0],
        ],
      ),
    );
    outputs.push(
      tf.batchToSpaceND(
        counting([12, 3, 4, 5]),
        [2, 3],
        [
          [1, 0],
          [2, 1],
        ],
      ),
    );
    return outputs.map((output) => Array.from(output.dataSync()));
  });
}

/** Typed-array views made while `run` runs. */
function viewsDuring(run: () => void): number {
  const prototype = Object.getPrototypeOf(Float32Array.prototype) as { subarray: (...args: number[]) => unknown };
  const own = prototype.subarray;
  let views = 0;
  prototype.subarray = function (this: unknown, ...args: number[]) {
    views++;
    return own.apply(this, args);
  };
  try {
    run();
  } finally {
    prototype.subarray = own;
  }
  return views;
}

/** RVM's largest join: its 512-px colour and matte into one tensor, and split again. */
function joinAndSplit(): void {
  tf.tidy(() => {
    const joined = tf.concat([tf.zeros([1, 512, 512, 3]), tf.zeros([1, 512, 512, 1])], -1);
    tf.split(joined, [3, 1], -1).forEach((part) => part.dataSync());
  });
}

describe('the faster WASM kernels', { timeout: 600_000 }, () => {
  let before: number[][];
  let viewsBefore: number;

  beforeAll(async () => {
    setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
    await tf.setBackend('wasm');
    await tf.ready();
    before = cases();
    viewsBefore = viewsDuring(joinAndSplit);
    useFasterWasmKernels(tf);
  });

  it('give exactly the backend’s values for Concat, SplitV, Slice, SpaceToBatchND and BatchToSpaceND', () => {
    const after = cases();
    expect(after.map((values) => values.length)).toEqual(before.map((values) => values.length));
    after.forEach((values, i) => expect(values).toEqual(before[i]));
  });

  it('join and split a 512-px matte with a handful of typed-array views, not one per pixel', () => {
    const views = viewsDuring(joinAndSplit);
    // The backend's own: one view per 3- or 1-number run, about a million.
    expect(viewsBefore).toBeGreaterThan(700_000);
    expect(views).toBeLessThan(1000);
  });

  it('are put in place once, however often asked', () => {
    useFasterWasmKernels(tf);
    expect(cases()).toEqual(before);
  });
});
