// Inlined into index.html by build/first-requests-plugin.ts; the BFF's policy allows it by hash.
// Starts the first view's requests with the page, not after the app's script has arrived and run:
// the site and who is logged in, the code every page asks for, on the home page its answer, its
// code and its first banner, on a lobby page (src/domain/games/lobby-first-page.ts) its code, the
// categories and its first page, on the member centre its code and answers
// (src/app/page-first-view.ts), and on any other screen its code.
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
  // the code every page's first render asks for beside its own: player protection's session endings
  var shellFiles = [];
  preload(shellFiles);
  function preload(files) {
    files.forEach(function (href) {
      var link = document.createElement('link');
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  var path = location.pathname.replace(/\/+$/, '').toLowerCase();
  // each language's whole strings: the lobby and the member centre come with them
  var strings = {};
  // a lobby page named by its path alone: its code and strings, the categories, its first page
  var lobby = {};
  // (a category of '' is the lobby of every category, its games unnamed; null a lobby whose first
  // view is its categories alone)
  var category = location.search.length > 1 ? undefined : lobby.categories[path];
  if (category !== undefined) {
    preload(lobby.files.concat(strings[language] || []));
    get('/api/v1/categories');
    if (category !== null) get('/api/v1/games?' + (category ? 'category=' + category + '&' : '') + 'page=1&pageSize=' + lobby.pageSize);
    return;
  }
  // the member centre: its code and strings, the player, the wallets, the badges (a visitor's are
  // refused, and the site sends the visitor to log in)
  var member = {};
  if (path === member.path) {
    preload(member.files.concat(strings[language] || []));
    get('/api/v1/me');
    get('/api/v1/wallets');
    get('/api/v1/me/unread-counts');
    return;
  }
  // any other screen of the route table: its code, the table's and its strings, which the app
  // would otherwise ask for one after another as each lazy import ran
  var screens = {};
  if (screens[path]) {
    preload(screens[path].concat(strings[language] || []));
    return;
  }
  if (path !== '/m/home' && /^\/m(\/|$)/.test(path)) return;
  var homeFiles = [];
  preload(homeFiles);
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
