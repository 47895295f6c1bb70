/**
 * The authorization URL (response_type=code, client_id, redirect_uri, scope, state, PKCE S256).
 *
 * @param {{ authorizeEndpoint: string, clientId: string, redirectUri: string, scopes: string[], state: string, codeChallenge: string }} options
 * @returns {string}
 */
function buildAuthorizeUrl(options) {
  // TODO: implement
}

/**
 * The code from the provider's redirect, after checking the state; throws otherwise.
 *
 * @param {string} url
 * @param {string} expectedState
 * @returns {{ code: string }}
 */
function parseCallback(url, expectedState) {
  // TODO: implement
}
