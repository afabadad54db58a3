// zh-CN strings shared by the frame and the shared components.
export const common = {
  appName: 'Miao',
  confirm: '确定',
} as const;
