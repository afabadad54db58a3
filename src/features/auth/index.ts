// What other features may use of sign-in (eslint.config.js: a feature reaches another only
// through its index). Pages and layouts import the files they need directly.
export { keepBeforeLogin } from './beforeLogin';
export { useStartLogin } from './useStartLogin';
export { currentDevice } from './device';
