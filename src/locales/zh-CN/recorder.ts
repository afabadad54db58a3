// The QA recorder's panel (development only, docs/testing.md "Recording a test"): read by the
// panel's own chunk, never by the first screen, so it is not in the catalogue.
export interface RecorderWords {
  region: string;
  open: string;
  openRecording: (steps: number) => string;
  /** The folded tab while the panel has something to say (a recording too large to keep). */
  openNotice: (notice: string) => string;
  collapse: string;
  start: string;
  stop: string;
  discard: string;
  name: string;
  counts: (steps: number, actions: number, requests: number) => string;
  busy: string;
  saving: string;
  saved: (file: string) => string;
  saveFailed: string;
  /** The data kept across a reload (a photo) could not be read back: the recording goes on, unsaved. */
  dataLost: string;
  broken: string;
  tooLarge: string;
}

export const recorder: RecorderWords = {
  region: 'QA 录制（开发用）',
  open: '打开 QA 录制',
  openRecording: (steps) => `正在录制（${steps} 步），打开 QA 录制`,
  openNotice: (notice) => `${notice}。打开 QA 录制`,
  collapse: '收起',
  start: '● 录制测试',
  stop: '停止并保存',
  discard: '放弃录制',
  name: '测试名称',
  counts: (steps, actions, requests) => `● ${steps} 步 · ${actions} 动作 · ${requests} 请求`,
  busy: '请求进行中：等它结束再做下一步',
  saving: '正在保存…',
  saved: (file) => `已保存 ${file}`,
  saveFailed: 'prettier 排版失败：已按原样保存，提交前请运行 npx prettier --write',
  dataLost: '刷新前录下的照片读不回来，无法保存：请放弃录制后重录',
  broken: '上次留下的录制无法读取，已丢弃',
  tooLarge: '录制太大，刷新或登录会让它丢失：请现在就「停止并保存」',
};
