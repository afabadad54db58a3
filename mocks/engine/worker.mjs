// The pool's worker entry, plain JavaScript so any Node can start it: it registers tsx's loader
// in this thread, then hands piscina the TypeScript worker (worker.ts) and its recipes.
import { register } from 'tsx/esm/api';

register();
const { default: work } = await import('./worker.ts');

export default work;
