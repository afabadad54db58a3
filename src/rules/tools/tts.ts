import { defineTool } from './define';

/** Text to speech: up to 400 width units read in one of eight voices, each in its own language. */
export const tts = defineTool({
  id: 'tts',
  input: {
    kind: 'text',
    maxWidth: 400,
    purpose: 'speech',
    voices: {
      'ttsch/0': 'zh',
      'ttsch/2': 'zh',
      'ttsch/3': 'zh',
      'ttsch/4': 'zh',
      'ttsch/5': 'zh',
      'ttsen/0': 'en',
      'ttsen/2': 'en',
      'ttsen/1': 'en',
    },
  },
  output: 'audio',
  cost: 2,
  styles: ['ttsch/0', 'ttsch/2', 'ttsch/3', 'ttsch/4', 'ttsch/5', 'ttsen/0', 'ttsen/2', 'ttsen/1'],
  styleSource: { from: 'catalogue' },
  legend: 'voice',
  examples: { base: 'voice', layout: 'result', thumb: 'none' },
  showcase: 'ttsch/0',
  maxResults: 1,
  multiStyle: false,
});
