// store.unmodel(ns) tells the core's own slices (loading, errors) that a namespace is gone, so
// no loading flag or failure of a model that left stays behind.
export const MODEL_REMOVED = '@@model/REMOVED';
export type ModelRemovedAction = { type: typeof MODEL_REMOVED; payload: { namespace: string } };
export const modelRemoved = (namespace: string): ModelRemovedAction => ({ type: MODEL_REMOVED, payload: { namespace } });
