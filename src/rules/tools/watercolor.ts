import { defineTool } from './define';

/** Watercolor in a painter's manner. */
export const watercolor = defineTool({
  id: 'watercolor',
  input: { kind: 'photo', face: 'any' },
  output: 'image',
  cost: 4,
  styles: ['cezanne', 'monet', 'ukiyoe', 'vangogh'],
  styleSource: { from: 'catalogue' },
  legend: 'style',
  examples: { base: 'image/watercolor', layout: 'pair', thumb: 'result' },
  showcase: 'vangogh',
  maxResults: 4,
  multiStyle: true,
});
