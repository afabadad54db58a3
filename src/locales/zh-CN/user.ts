// zh-CN strings of the user area. One object; keys grouped by component.
export const user = {} as const;
