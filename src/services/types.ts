// The wire contract's types live in src/rules/wire/types.ts, beside the declarations they are
// read from, where the stand-in (mocks/) may import them too; the app's layers keep importing
// them from here, their services layer.
export type * from '../rules/wire/types';
