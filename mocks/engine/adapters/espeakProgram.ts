// The espeak-ng command line (npm `espeak-ng`, eSpeak NG compiled by Emscripten), run again and
// again over one WASM instance per thread. Setting an instance up costs about 0.3 s of CPU (its
// 18 MB of voice data laid out in memory and filed), more than speaking a sentence, so it is
// done once. main() cannot simply be called twice: getopt and eSpeak keep their state in
// globals. So the instance's memory is copied once, right after set-up, and put back before
// every run (2 ms for its 32 MB, which this build never grows): each run starts from the state
// of a fresh instance, and nothing of one text can reach the next.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ESpeakNg, { type ESpeakFS } from 'espeak-ng';

const require = createRequire(import.meta.url);

export interface EspeakRun {
  /** main()'s answer, or the status it passed to exit(). */
  status: number;
  /** The file the run was to write, when it wrote it. */
  output: Uint8Array | undefined;
  /** What the run printed on stderr. */
  errors: string[];
}

interface Instance {
  run(args: readonly string[], input: { path: string; text: string }, outputPath: string): EspeakRun;
}

type WasmFunction = (...args: number[]) => number;

let compiled: Promise<WebAssembly.Module> | undefined;

function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(path.join(path.dirname(require.resolve('espeak-ng')), 'espeak-ng.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

function exportedFunction(exports: WebAssembly.Exports, name: string): WasmFunction {
  const value = exports[name];
  if (typeof value !== 'function') throw new Error(`espeak-ng.wasm exports no function ${name}`);
  return (...args) => Number(Reflect.apply(value, undefined, args));
}

/** The status of Emscripten's ExitStatus, thrown through the WASM frames when the program calls exit(). */
function exitStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error) || error.name !== 'ExitStatus') return undefined;
  return 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** Files a run left open (its memory is put back, so nothing will close them). */
function closeFilesLeftOpen(fs: ESpeakFS): void {
  for (const stream of [...fs.streams]) if (stream && stream.fd > 2) fs.close(stream);
}

function takeFile(fs: ESpeakFS, filePath: string): Uint8Array | undefined {
  try {
    const bytes = fs.readFile(filePath);
    fs.unlink(filePath);
    return bytes;
  } catch {
    return undefined;
  }
}

async function startInstance(): Promise<Instance> {
  const compiledModule = await wasmModule();
  let exports: WebAssembly.Exports | undefined;
  let stderr: string[] = [];
  let instantiateFailed: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (instantiateFailed = reject));
  const espeak = await Promise.race([
    failure,
    ESpeakNg({
      noInitialRun: true,
      print: () => undefined,
      printErr: (line) => {
        // Emscripten's own note when the program calls exit() (the instance lives on by design).
        if (!line.startsWith('program exited (with status')) stderr.push(line);
      },
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(compiledModule, imports)
          .then((instance) => {
            exports = instance.exports;
            done(instance, compiledModule);
          })
          .catch(instantiateFailed);
        return {};
      },
    }),
  ]);
  if (!exports || !(exports.memory instanceof WebAssembly.Memory)) throw new Error('espeak-ng.wasm exports no memory');
  const memory = exports.memory;
  const main = exportedFunction(exports, '__main_argc_argv');
  const stackSave = exportedFunction(exports, 'stackSave');
  const stackRestore = exportedFunction(exports, 'stackRestore');
  const stackAlloc = exportedFunction(exports, 'stackAlloc');
  const fresh = new Uint8Array(memory.buffer).slice();
  const encoder = new TextEncoder();

  /** argv on the WASM stack, as Emscripten's callMain lays it out. */
  function callMain(args: readonly string[]): number {
    const heap = new Uint8Array(memory.buffer);
    const pointers = ['espeak-ng', ...args].map((arg) => {
      const bytes = encoder.encode(arg);
      const at = stackAlloc(bytes.length + 1);
      heap.set(bytes, at);
      heap[at + bytes.length] = 0;
      return at;
    });
    const argv = stackAlloc(4 * (pointers.length + 1));
    const view = new DataView(memory.buffer);
    pointers.forEach((pointer, index) => view.setUint32(argv + 4 * index, pointer, true));
    view.setUint32(argv + 4 * pointers.length, 0, true);
    return main(pointers.length, argv);
  }

  return {
    run(args, input, outputPath) {
      if (memory.buffer.byteLength !== fresh.byteLength) throw new Error('espeak-ng.wasm memory grew');
      new Uint8Array(memory.buffer).set(fresh);
      stderr = [];
      espeak.FS.writeFile(input.path, input.text);
      const stackTop = stackSave();
      let status: number;
      try {
        status = callMain(args);
      } catch (error) {
        const exited = exitStatusOf(error);
        if (exited === undefined) throw error;
        status = exited;
      } finally {
        stackRestore(stackTop);
        closeFilesLeftOpen(espeak.FS);
        espeak.FS.unlink(input.path);
      }
      return { status, output: takeFile(espeak.FS, outputPath), errors: stderr };
    },
  };
}

let instance: Promise<Instance> | undefined;

/**
 * Runs `espeak-ng ...args` with `input.text` in the file `input.path`, and takes the file at
 * `outputPath`. Runs in one thread never overlap: each is synchronous once the instance is up.
 */
export async function runEspeak(
  args: readonly string[],
  input: { path: string; text: string },
  outputPath: string,
): Promise<EspeakRun> {
  instance ??= startInstance();
  const current = instance;
  try {
    return (await current).run(args, input, outputPath);
  } catch (error) {
    // A trap or abort (not exit()) may leave the instance's JS side in any state: start afresh next time.
    if (instance === current) instance = undefined;
    throw error;
  }
}
