import { defineTool } from './define';

/** Text to image: a prompt of up to 200 width units (100 Chinese characters). */
export const tti = defineTool({
  id: 'tti',
  input: { kind: 'text', maxWidth: 200, purpose: 'prompt' },
  output: 'image',
  cost: 5,
  styles: ['1000', '1001'],
  styleSource: { from: 'catalogue' },
  legend: 'style',
  examples: { base: 'image/tti', layout: 'result', thumb: 'result' },
  showcase: '1000',
  maxResults: 4,
  multiStyle: false,
});
