// URL and URLSearchParams for the sandbox: whatwg-url, the WHATWG URL Standard's reference
// implementation (the one jsdom uses), bundled and evaluated inside the sandbox. It is large
// (IDNA tables), so it is loaded the first time a run reads `URL` or `URLSearchParams`.
export function loadUrl(): { URL: unknown; URLSearchParams: unknown } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { URL, URLSearchParams } = require('whatwg-url') as { URL: unknown; URLSearchParams: unknown };
  return { URL, URLSearchParams };
}
