// Run-time settings, loaded before the app (no inline script: the CSP allows scripts from
// this site only). To serve the router under another path, set it here, e.g.:
//   window.routerBase = '/studio/';
// Assets stay under /miao_web/ (the build's asset prefix); see docs/deploy.md.
