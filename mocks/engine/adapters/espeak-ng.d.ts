// Types for the parts of npm `espeak-ng` (eSpeak NG compiled by Emscripten) that the speech
// adapter uses: the factory runs the espeak-ng command line once with `arguments`, over an
// in-memory file system.
declare module 'espeak-ng' {
  export interface ESpeakFS {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }

  export interface ESpeakModule {
    FS: ESpeakFS;
  }

  export interface ESpeakOptions {
    /** The command line, without the program name. */
    arguments: string[];
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
