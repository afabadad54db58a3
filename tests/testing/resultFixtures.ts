// Finished results to work on (HD, variations, editing the text), shared by the tests of the
// result actions: a photo result whose `source` the page reads the photo back from (answer it
// with PHOTO_BYTES), and a speech result with its text.
import { resource } from './fixtures';

/** What cdn.test answers for the photo result's `source`. */
export const PHOTO_BYTES = Buffer.from('\x89PNG my photo', 'latin1');

export const photoResult = resource('a1', { cost: 10, style: 'pixar', source: 'http://cdn.test/src/me.png' });

export const speechResult = resource('s1', {
  typ: 'tts',
  kind: 'audio',
  style: 'ttsch/2',
  cost: 2,
  url: 'http://cdn.test/s1.mp3',
  source: '',
  settings: { text: '你好' },
});
