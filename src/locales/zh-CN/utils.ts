// zh-CN failure messages of the helpers in src/utils/. Kept in its own tiny file with no
// imports so the lazily loaded helpers (video, gzip) can use it without pulling in the
// rest of the catalogue.
export const utilsMessages = {
  videoUnreadable: '无法读取该视频，文件可能已损坏或格式不受支持',
  videoNoPicture: '该视频没有可显示的画面',
  videoTimeout: '读取视频超时，请稍后重试或换一个视频',
  videoCover: '无法生成视频封面',
  fileUnreadable: '文件读取失败，请重新选择文件',
  gzipEncode: '数据压缩失败',
  gzipDecode: '数据解压失败：内容不是有效的压缩数据',
} as const;
