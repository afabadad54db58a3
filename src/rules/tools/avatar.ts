import { defineTool } from './define';

/** Avatar styles: a portrait into Pixar, anime, astronaut… (the server's avatar templates). */
export const avatar = defineTool({
  id: 'avatar',
  input: { kind: 'photo', face: 'one' },
  output: 'image',
  cost: 10,
  styles: [
    'cartoon',
    'clip/astronaut',
    'clip/celebrity',
    'clip/president',
    'clip/robot',
    'pix/anime',
    'pix/disney',
    'pix/elegant',
    'pix/penink',
    'pix/pixar',
    'pix/younger',
    'portrait',
  ],
  styleSource: {
    from: 'templates',
    list: 'AvatarTpls',
    entry: { answer: 'avatar', channel: 'avatar', cover: 'after' },
  },
  legend: 'style',
  examples: { base: 'avatar', layout: 'pair', thumb: 'result' },
  showcase: 'pix/pixar',
  maxResults: 4,
  multiStyle: true,
});
