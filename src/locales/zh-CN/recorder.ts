// The QA recorder's panel (development only, docs/testing.md "Recording a test"): read by the
// panel's own chunk, never by the first screen, so it is not in the catalogue.
export interface RecorderWords {
  region: string;
  open: string;
  openRecording: (steps: number) => string;
  collapse: string;
  start: string;
  stop: string;
  discard: string;
  name: string;
  counts: (steps: number, actions: number, requests: number) => string;
  busy: string;
  saving: string;
  saveFailed: string;
  broken: string;
  tooLarge: string;
}

export const recorder: RecorderWords = {
  region: 'QA 录制（开发用）',
  open: '打开 QA 录制',
  openRecording: (steps) => `正在录制（${steps} 步），打开 QA 录制`,
  collapse: '收起',
  start: '● 录制测试',
  stop: '停止并保存',
  discard: '放弃录制',
  name: '测试名称',
  counts: (steps, actions, requests) => `● ${steps} 步 · ${actions} 个动作 · ${requests} 个请求`,
  busy: '请求进行中：等它结束再做下一步',
  saving: '正在保存…',
  saveFailed: 'prettier 排版失败：已按原样保存，提交前请运行 npx prettier --write',
  broken: '上次留下的录制无法读取，已丢弃',
  tooLarge: '录制太大，无法保留：刷新或登录后它会丢失',
};
