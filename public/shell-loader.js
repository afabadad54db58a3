// The home page's scripts, started after its first paint (deploy/homeShell.ts writes this
// tag, with the app's scripts in data-scripts, into dist/home*.html in place of theirs).
// The HTML already shows the header and the hero; loading the 130 kB of JavaScript after
// that paint leaves the slow-network bandwidth to the HTML and the stylesheet first. The
// scripts run in order (async = false), as the deferred tags of index.html do.
(function () {
  var me = document.currentScript;
  var scripts = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  function load() {
    for (var i = 0; i < scripts.length; i += 1) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A hidden tab paints nothing and runs no animation frames: load at once there.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
