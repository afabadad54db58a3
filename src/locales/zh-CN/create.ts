// zh-CN strings of the create area. One object; keys grouped by component.
export const create = {} as const;
