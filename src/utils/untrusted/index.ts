// The one guard for values from outside: what a server or storage gives is checked here where
// it becomes a file name (a download, a zip entry), a line on the clipboard, an address the
// browser goes to, a media source the page shows, or a fetch. A leaf (it imports none of the
// app), so components, features, models and services all use the same rules (docs/architecture.md, "Values from outside").
export { MAX_FILE_NAME_BYTES, safeFileName, uniqueFileNames } from './fileNames';
export { MAX_LINE_FIELD, oneLine } from './textLines';
export { configuredHosts, fetchableMedia, httpUrl, httpUrlOrEmpty, mediaHosts, navigableUrl } from './urls';
export { DEFAULT_RETURN_TO, safeReturnTo } from './returnTo';
export { allowedMedia, allowedNavigation } from './navigation';
