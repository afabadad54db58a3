// zh-CN strings of the pages area. One object; keys grouped by component.
export const pages = {} as const;
