import { defineTool } from './define';

/** 3D photo video: a camera motion over the photo, with background music. */
export const video3d = defineTool({
  id: 'video3d',
  input: { kind: 'photo', face: 'any' },
  output: 'video',
  cost: 12,
  styles: ['circle', 'swing', 'zoom-in'],
  styleSource: { from: 'catalogue' },
  legend: 'motion',
  examples: { base: 'video/3dp', layout: 'pair', thumb: 'source', extra: ['video/cartoon/before', 'video/cartoon/after'] },
  showcase: 'circle',
  bgm: { tracks: ['cheer', 'great'], base: 'video/3dp/bgm' },
  maxResults: 4,
  multiStyle: true,
});
