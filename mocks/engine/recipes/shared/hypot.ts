// Math.hypot of two or three numbers, to the bit: V8's builtin (builtins-math / math.tq MathHypot)
// takes its arguments as a list, scales them by the largest and sums their squares with Kahan's
// compensation, and it is not inlined, so a call in a per-pixel loop cost 2–3 times these.
// The same steps in the same order give the same double for every input (hypot.test.ts checks
// it against Math.hypot), so a hot loop can call these without changing a result's bytes.

/** Math.hypot(a, b), the same double. */
export function hypot2(a: number, b: number): number {
  const x = Math.abs(a);
  const y = Math.abs(b);
  // An infinity wins over a NaN in any place, as in the builtin (a NaN poisons the largest).
  if (x === Infinity || y === Infinity) return Infinity;
  if (x !== x || y !== y) return NaN;
  const max = x > y ? x : y;
  if (max === 0) return 0;
  const p = x / max;
  const q = y / max;
  // Kahan's compensation is 0 after the first square (0 + p² is exact).
  return Math.sqrt(p * p + q * q) * max;
}

/** Math.hypot(a, b, c), the same double. */
export function hypot3(a: number, b: number, c: number): number {
  const x = Math.abs(a);
  const y = Math.abs(b);
  const z = Math.abs(c);
  if (x === Infinity || y === Infinity || z === Infinity) return Infinity;
  if (x !== x || y !== y || z !== z) return NaN;
  let max = x > y ? x : y;
  if (z > max) max = z;
  if (max === 0) return 0;
  const p = x / max;
  const q = y / max;
  const r = z / max;
  const first = p * p;
  const second = q * q;
  const sum = first + second;
  const compensation = sum - first - second;
  return Math.sqrt(sum + (r * r - compensation)) * max;
}
