// What other features may use of making results (eslint.config.js: a feature reaches another
// only through its index): how a result is named to people.
export { resourceLabel } from './save/resourceNames';
