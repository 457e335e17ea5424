// Inlined into index.html by build/first-requests-plugin.ts; the BFF's policy allows it by hash.
// Starts the first view's requests with the page, not after the app's script has arrived and run:
// the site and who is logged in, and on the home page its answer, its code and its first banner.
// src/api/client.ts takes the answers. The language is the one src/i18n/i18n.ts will restore.
(function () {
  var language = 'bn';
  try {
    if (localStorage.getItem('language') === 'en') language = 'en';
  } catch {
    // storage disabled: the default language, as i18n.ts does
  }
  var requests = {};
  window.__firstRequests = { language: language, requests: requests };
  function get(path) {
    requests[path] = fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': language }, credentials: 'same-origin' });
    return requests[path];
  }
  get('/api/v1/site');
  get('/api/v1/session');
  var path = location.pathname.replace(/\/+$/, '').toLowerCase();
  if (path !== '/m/home' && /^\/m(\/|$)/.test(path)) return;
  var homeFiles = [];
  homeFiles.forEach(function (href) {
    var link = document.createElement('link');
    if (/\.css$/.test(href)) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  get('/api/v1/home')
    .then(function (response) {
      return response.ok ? response.clone().json() : undefined;
    })
    .then(function (home) {
      var first = home && home.banners && home.banners.status === 'ok' && home.banners.items[0];
      if (!first) return;
      var image = new Image();
      image.fetchPriority = 'high';
      image.src = first.image;
    })
    .catch(function () {});
})();
