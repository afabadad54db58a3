// Type-level tests of the tool descriptors (src/rules/tools/), checked by `npm run typecheck`:
// a tool's names are typed by its id and its styles, so a descriptor without its names, or
// names for a style no descriptor declares, fail tsc in both languages.
import type { Catalogue } from '../../src/locales/types';
import { catalog as zhCatalog } from '../../src/locales/zh-CN/catalog';
import { defineTool } from '../../src/rules/tools/define';
import type { BgmTrack, StyleKey, StyleOf } from '../../src/rules/tools';
import type { ToolId } from '../../src/rules/catalog';

// The style keys are exactly `tool/style` of the descriptors.
const pixar: StyleKey = 'avatar/pix/pixar';
// @ts-expect-error no descriptor declares a 'pixar' style for cartoon
const wrongStyle: StyleKey = 'cartoon/pixar';
const voice: StyleOf<'tts'> = 'ttsen/0';
// @ts-expect-error the tts descriptor has no voice 'ttsen/9'
const wrongVoice: StyleOf<'tts'> = 'ttsen/9';
const track: BgmTrack = 'cheer';
// @ts-expect-error only the declared music tracks have names
const wrongTrack: BgmTrack = 'blues';
// @ts-expect-error a tool without a descriptor is not a ToolId
const ninth: ToolId = 'sketch';

// Every style needs a name in each catalogue: one missing fails (zh-CN's names are the model).
const { 'avatar/pix/pixar': _dropped, ...withoutPixar } = zhCatalog.styles;
// @ts-expect-error a catalogue without the name of avatar/pix/pixar
const missingName: Catalogue['catalog']['styles'] = withoutPixar;
// …and so does every tool description.
const { tts: _noTts, ...withoutTts } = zhCatalog.descriptions;
// @ts-expect-error a catalogue without the description of tts
const missingDescription: Catalogue['catalog']['descriptions'] = withoutTts;
// …and every tool name.
const { gif: _noGif, ...withoutGif } = zhCatalog.tools;
// @ts-expect-error a catalogue without the name of gif
const missingTool: Catalogue['catalog']['tools'] = withoutGif;

// A descriptor's showcase must be one of its own styles.
defineTool({
  id: 'sketch',
  input: { kind: 'photo', face: 'any' },
  output: 'image',
  cost: 3,
  styles: ['pencil', 'charcoal'],
  styleSource: { from: 'catalogue' },
  legend: 'style',
  examples: { base: 'image/sketch', layout: 'pair', thumb: 'result' },
  // @ts-expect-error 'ink' is not one of this tool's styles
  showcase: 'ink',
  maxResults: 4,
  multiStyle: true,
});
// A photo tool must say whether it needs one person's face (the stand-in checks it before charging).
defineTool({
  id: 'mask',
  // @ts-expect-error a photo input without its face rule
  input: { kind: 'photo' },
  output: 'image',
  cost: 3,
  styles: ['carnival'],
  styleSource: { from: 'catalogue' },
  legend: 'style',
  examples: { base: 'image/mask', layout: 'pair', thumb: 'result' },
  showcase: 'carnival',
  maxResults: 1,
  multiStyle: false,
});
// A text tool must say how long its text may be.
defineTool({
  id: 'poem',
  // @ts-expect-error a text input without maxWidth and purpose
  input: { kind: 'text' },
  output: 'image',
  cost: 3,
  styles: ['tang'],
  styleSource: { from: 'catalogue' },
  legend: 'style',
  examples: { base: 'image/poem', layout: 'result', thumb: 'result' },
  showcase: 'tang',
  maxResults: 1,
  multiStyle: false,
});
// A speech tool must say the language of each of its voices (a text of another is refused before any charge)…
defineTool({
  id: 'radio',
  input: {
    kind: 'text',
    maxWidth: 400,
    purpose: 'speech',
    // @ts-expect-error the voice 'fr/0' does not say its language
    voices: { 'en/0': 'en' },
  },
  output: 'audio',
  cost: 2,
  styles: ['en/0', 'fr/0'],
  styleSource: { from: 'catalogue' },
  legend: 'voice',
  examples: { base: 'voice', layout: 'result', thumb: 'none' },
  showcase: 'en/0',
  maxResults: 1,
  multiStyle: false,
});
// …and only of its own voices.
defineTool({
  id: 'radio',
  input: {
    kind: 'text',
    maxWidth: 400,
    purpose: 'speech',
    // @ts-expect-error 'de/0' is not one of this tool's voices
    voices: { 'en/0': 'en', 'de/0': 'en' },
  },
  output: 'audio',
  cost: 2,
  styles: ['en/0'],
  styleSource: { from: 'catalogue' },
  legend: 'voice',
  examples: { base: 'voice', layout: 'result', thumb: 'none' },
  showcase: 'en/0',
  maxResults: 1,
  multiStyle: false,
});
// A template tool must say which entries of the server's template list are its own (the app
// sorts them by it, the stand-in answers them from it)…
defineTool({
  id: 'sticker',
  input: { kind: 'photo', face: 'one' },
  output: 'image',
  cost: 3,
  styles: ['wink'],
  // @ts-expect-error a template source without its entry
  styleSource: { from: 'templates', list: 'GifTpls' },
  legend: 'expression',
  examples: { base: 'image/sticker', layout: 'pair', thumb: 'result' },
  showcase: 'wink',
  maxResults: 1,
  multiStyle: false,
});
// …an entry of `data.animation` is told apart by its action…
defineTool({
  id: 'sticker',
  input: { kind: 'photo', face: 'one' },
  output: 'image',
  cost: 3,
  styles: ['wink'],
  styleSource: {
    from: 'templates',
    list: 'GifTpls',
    // @ts-expect-error an entry of data.animation without its action
    entry: { answer: 'animation', channel: 'gif', cover: 'after' },
  },
  legend: 'expression',
  examples: { base: 'image/sticker', layout: 'pair', thumb: 'result' },
  showcase: 'wink',
  maxResults: 1,
  multiStyle: false,
});
// …and every entry has its channel.
defineTool({
  id: 'sticker',
  input: { kind: 'photo', face: 'one' },
  output: 'image',
  cost: 3,
  styles: ['wink'],
  styleSource: {
    from: 'templates',
    list: 'AvatarTpls',
    // @ts-expect-error an entry without its channel
    entry: { answer: 'avatar', cover: 'after' },
  },
  legend: 'style',
  examples: { base: 'image/sticker', layout: 'pair', thumb: 'result' },
  showcase: 'wink',
  maxResults: 1,
  multiStyle: false,
});

export const used = [
  pixar,
  wrongStyle,
  voice,
  wrongVoice,
  track,
  wrongTrack,
  ninth,
  missingName,
  missingDescription,
  missingTool,
];
