// The URL rules for values from the network live with the other guards on untrusted values
// (src/utils/untrusted); the services and the answer checks name them from here.
export { httpUrl, httpUrlOrEmpty, navigableUrl } from '../utils/untrusted';
