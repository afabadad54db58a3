// The test kit: one import for what tests share (bulletproof-react's testing/ idea).
// UI helpers (render.tsx) are imported from './render' by UI tests only.
export * from './answers';
export * from './fixtures';
export * from './gates';
export * from './heldAnswer';
export * from './nock';
export * from './store';
export { apiClient } from './api';
export * from './images';
export * from './chains';
export * from './errors';
export * from './steps';
