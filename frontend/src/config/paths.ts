// Where the site lives. This folder imports nothing: every layer may read it.

/** The app is served under /m; assets come from /assets/. */
export const basename = '/m';

/** The home page, inside the basename. */
export const homePath = '/home';

/** The member centre, inside the basename: main.tsx and index.html start its first view early. */
export const memberHomePath = '/member/home';
