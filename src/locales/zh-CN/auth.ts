// zh-CN strings of the auth area. One object; keys grouped by component.
export const auth = {} as const;
