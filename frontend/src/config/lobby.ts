// The lobby's paging: the site asks for its first page before the app has loaded
// (build/first-requests.js), so the number lives where the build can read it too.

/** The lobby's page size. */
export const lobbyPageSize = 18;
