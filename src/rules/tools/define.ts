// What a tool descriptor says. One descriptor per tool (the files beside this one) is all the
// app and the stand-in know of a tool: the workspace, the gallery, the answer checks, the
// stand-in's media and checks are derived from it. Names and descriptions are words, so they
// live in the catalogues (src/locales/*/catalog.ts), typed by the ids declared here.

export type ResourceKind = 'image' | 'gif' | 'video' | 'audio';

/**
 * A template tool's entries in the server's template list (docs/contract.md §3–§4): the array of
 * the answer that holds them and the field that tells them apart. The app sorts every entry by it
 * (src/models/templates.ts); the stand-in answers one entry per style with it
 * (mocks/routes/templates.ts). `cover` is the side of the style's example pair
 * (`${examples.base}/<style>/<cover>`) the stand-in gives as the entry's cover.
 */
export type TemplateChannel =
  /** In `data.animation`, told apart by `action`; `channel` is what the stand-in writes beside it. */
  | { answer: 'animation'; action: 'expression' | 'animation'; channel: 'gif' | 'animation'; cover: 'before' | 'after' }
  /** In `data.avatar`, told apart by `channel`. */
  | { answer: 'avatar'; channel: 'avatar'; cover: 'before' | 'after' };

/** The server's templates (their list, labels and prices); the descriptor's styles are the fallback. */
export interface TemplateSource {
  from: 'templates';
  /** The app's list (state.templates) its entries go to, and its mode-to-mode map if it has one. */
  list: 'AvatarTpls' | 'GifTpls' | 'AnimationTpls';
  labels?: 'GifMode2Label' | 'AnimationMode2Label';
  /** Which entries of the server's answer are its own. */
  entry: TemplateChannel;
}

/** Where a tool's style list comes from at run time. */
export type StyleSource = { from: 'catalogue' } | TemplateSource;

/**
 * How a style's examples are laid out under `examples.base/<style>/…` (labels of the form
 * category/style/before|after|tpl): a photo pair, an expression template and its result,
 * or the result alone (text tools).
 */
export type ExampleLayout = 'pair' | 'tpl' | 'result';

/** A language a voice speaks (src/rules/speech.ts tells a text's language the same way). */
export type SpeechLanguage = 'zh' | 'en';

export type ToolInput<Style extends string = string> =
  /**
   * `face`: 'one' when the result is made from one person's face (the stand-in checks the photo
   * has one before any charge: src/rules/faces.ts, codes 4006/4007), 'any' when a photo without
   * a person will do.
   */
  | { kind: 'photo'; face: 'one' | 'any' }
  /** `maxWidth` in text-width units (ASCII and half-width 1, others 2); `purpose` picks the label. */
  | { kind: 'text'; maxWidth: number; purpose: 'prompt' }
  /**
   * Read aloud: `voices` says the language each style (voice) speaks, so a new voice must say
   * its own. A text of another language is refused before any charge (src/rules/speech.ts): a
   * voice given another language's letters spells them ("Chinese letter, Chinese letter…").
   */
  | { kind: 'text'; maxWidth: number; purpose: 'speech'; voices: Record<Style, SpeechLanguage> };

export interface ToolDescriptor<Id extends string = string, Style extends string = string, Bgm extends string = string> {
  id: Id;
  input: ToolInput<NoInfer<Style>>;
  /** What the result is. */
  output: ResourceKind;
  /** Points one result costs (the server's template price wins at run time). */
  cost: number;
  /** Every style the tool knows (for template tools: the fallback and the names' keys). */
  styles: readonly Style[];
  styleSource: StyleSource;
  /** What the style picker's legend calls a style. */
  legend: 'style' | 'expression' | 'motion' | 'voice';
  examples: {
    /** Category path in the example map (docs/contract.md's example categories). */
    base: string;
    layout: ExampleLayout;
    /** The label whose picture stands for a style in a small thumbnail; none for voices. */
    thumb: 'source' | 'result' | 'none';
    /** Labels outside the styles this tool's media also uses (3D motions' music samples). */
    extra?: readonly string[];
  };
  /** The style the home gallery's card shows first. */
  showcase: NoInfer<Style>;
  /** Background music to pick, with its example base: `${base}/${track}/after` is its sample. */
  bgm?: { tracks: readonly Bgm[]; base: string };
  /** How many results one run may ask for (1 = one result per run). */
  maxResults: number;
  /** Whether one run may take several styles of the same input. */
  multiStyle: boolean;
}

/** Keeps the literal id and style types of a descriptor while checking its shape. */
export function defineTool<const Id extends string, const Style extends string, const Bgm extends string = never>(
  descriptor: ToolDescriptor<Id, Style, Bgm>,
): ToolDescriptor<Id, Style, Bgm> {
  return descriptor;
}
