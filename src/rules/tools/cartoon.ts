import { defineTool } from './define';

/** Cartoonize: a photo into a cartoon or a sketch portrait. */
export const cartoon = defineTool({
  id: 'cartoon',
  input: { kind: 'photo', face: 'any' },
  output: 'image',
  cost: 4,
  styles: ['cartoon', 'portrait'],
  styleSource: { from: 'catalogue' },
  legend: 'style',
  examples: { base: 'image', layout: 'pair', thumb: 'result' },
  showcase: 'cartoon',
  maxResults: 4,
  multiStyle: true,
});
