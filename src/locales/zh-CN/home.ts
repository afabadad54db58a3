// zh-CN strings of the home area. One object; keys grouped by component.
export const home = {} as const;
