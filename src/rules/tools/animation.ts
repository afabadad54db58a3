import { defineTool } from './define';

/** Photo animation: the person in a still photo moves (the server's animation templates). */
export const animation = defineTool({
  id: 'animation',
  input: { kind: 'photo', face: 'one' },
  output: 'video',
  cost: 8,
  styles: ['cry', 'express', 'laugh', 'smile', 'talk'],
  styleSource: {
    from: 'templates',
    list: 'AnimationTpls',
    labels: 'AnimationMode2Label',
    entry: { answer: 'animation', action: 'animation', channel: 'animation', cover: 'before' },
  },
  legend: 'expression',
  examples: { base: 'video/animation', layout: 'pair', thumb: 'source' },
  showcase: 'smile',
  maxResults: 4,
  multiStyle: true,
});
