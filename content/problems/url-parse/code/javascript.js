/**
 * Splits an absolute URL into its parts without using URL or URLSearchParams.
 *
 * @param {string} input e.g. 'https://user:pw@example.com:8080/a/b?x=1#top'
 * @returns {{ protocol: string, username: string, password: string, hostname: string,
 *   port: string, pathname: string, search: string, hash: string }}
 */
function parseUrl(input) {
  // TODO: implement
}
