// What other features may use of the wording of failures (eslint.config.js: a feature
// reaches another only through its index).
export { useErrorText } from './useErrorText';
export { wordError } from './wordError';
