// The saga context as effects read it: `yield* getContext(API)` is the API client, typed by
// services/context.ts's AppContext (a key it does not declare fails tsc).
import { contextReader } from '../app/typedEffects';
import type { AppContext } from '../services/context';

export const getContext = contextReader<AppContext>();
