// What other features may use of the outcome of a one-shot action (eslint.config.js: a
// feature reaches another only through its index).
export { failureMessage } from './announce';
