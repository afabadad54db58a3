// English failure messages of the helpers in src/utils/ (zh-CN: ../zh-CN/utils.ts).
import type { Catalogue } from '../types';

export const utilsMessages: Catalogue['utils'] = {
  videoUnreadable: 'This video cannot be read; the file may be damaged or in an unsupported format',
  videoNoPicture: 'This video has no picture to show',
  videoTimeout: 'Reading the video took too long. Please try again later or choose another video.',
  videoCover: 'Could not make a cover picture for the video',
  fileUnreadable: 'The file could not be read. Please choose it again.',
  gzipEncode: 'Could not compress the data',
  gzipDecode: 'Could not decompress the data: it is not valid compressed data',
};
