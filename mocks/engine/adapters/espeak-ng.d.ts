// Types for the parts of npm `espeak-ng` (eSpeak NG compiled by Emscripten) that the speech
// adapter uses: the factory sets up one instance over an in-memory file system (and runs the
// espeak-ng command line once with `arguments` unless `noInitialRun`).
declare module 'espeak-ng' {
  /** An open file of the in-memory file system. */
  export interface ESpeakStream {
    fd: number;
  }

  export interface ESpeakFS {
    writeFile(path: string, data: string | Uint8Array): void;
    /** A copy of the file's bytes; throws when there is no such file. */
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    /** The open files by descriptor (0–2 are the standard streams); closed ones are empty slots. */
    streams: (ESpeakStream | null | undefined)[];
    close(stream: ESpeakStream): void;
  }

  export interface ESpeakModule {
    FS: ESpeakFS;
  }

  export interface ESpeakOptions {
    /** The command line, without the program name, for the run at start-up. */
    arguments?: string[];
    /** Set up the instance without running the command line (it is run later through the exports). */
    noInitialRun?: boolean;
    /** Run before main, e.g. to write the input text into FS. */
    preRun?: ((module: ESpeakModule) => void)[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook to instantiate an already compiled module (saves compiling 18 MB each time). */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }

  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakModule>;
}
