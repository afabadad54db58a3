import { defineTool } from './define';

/** Talking-photo GIF: a portrait animated by an expression template. */
export const gif = defineTool({
  id: 'gif',
  input: { kind: 'photo', face: 'one' },
  output: 'gif',
  cost: 6,
  styles: [
    'boy',
    'cry',
    'girl',
    'man',
    'miao',
    'smile',
    'surprise',
    'cute',
    'distortion',
    'fakelaugh',
    'glance',
    'look',
    'yawn2',
    'faklaugh2',
    'trump1',
    'talk',
  ],
  styleSource: {
    from: 'templates',
    list: 'GifTpls',
    labels: 'GifMode2Label',
    entry: { answer: 'animation', action: 'expression', channel: 'gif', cover: 'after' },
  },
  legend: 'expression',
  examples: { base: 'gif', layout: 'tpl', thumb: 'source' },
  showcase: 'smile',
  maxResults: 4,
  multiStyle: true,
});
