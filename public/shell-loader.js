// Starts the home page's scripts after its first paint, in order (deploy/homeShell.ts).
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
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
