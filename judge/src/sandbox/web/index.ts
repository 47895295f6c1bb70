// The web platform's standard objects, installed on the sandbox's global object before the
// learner's code runs. Every one is an implementation evaluated INSIDE the sandbox (bundled
// into the harness script), so nothing the learner reaches through them belongs to the
// worker: no host object, no host function. Globals are writable, configurable and not
// enumerable, as in a browser.
import { AbortController, AbortSignal } from './abort';
import { atob, btoa } from './base64';
import { Blob, File } from './blob';
import { createCrypto, Crypto } from './crypto';
import { DOMException } from './dom-exception';
import { TextDecoder, TextEncoder } from './encoding';
import { CustomEvent, Event, EventTarget, routeListenerErrors } from './events';
import { fetch } from './fetch';
import { capArrayBuffers } from './memory';
import { MessageChannel, MessageEvent, MessagePort, setMessageScheduler } from './message-channel';
import { structuredClone } from './structured-clone';
import { loadUrl } from './url';

export interface WebDeps {
  /** `n` random bytes as a string of char codes 0–255 (from the worker's node:crypto) */
  randomBytes(n: number): string;
  /** runs `fn` in a later real macrotask (message delivery) */
  later(fn: () => void): void;
  /** an error nobody can catch (a listener threw): fails the running test */
  reportError(error: unknown): void;
  /** the largest ArrayBuffer or typed array, in bytes */
  maxBufferBytes: number;
}

export function installWebGlobals(g: Record<string, unknown>, deps: WebDeps) {
  const define = (name: string, value: unknown) =>
    Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });

  // Nothing here needs WebAssembly, and code generation for it is off in the sandbox anyway.
  delete g.WebAssembly;
  capArrayBuffers(g, deps.maxBufferBytes);
  routeListenerErrors(deps.reportError);
  setMessageScheduler(deps.later);

  const values: Record<string, unknown> = {
    global: g,
    structuredClone,
    DOMException,
    Event,
    EventTarget,
    CustomEvent,
    AbortController,
    AbortSignal,
    TextEncoder,
    TextDecoder,
    atob,
    btoa,
    Crypto,
    crypto: createCrypto(deps.randomBytes),
    Blob,
    File,
    MessageChannel,
    MessagePort,
    MessageEvent,
    fetch,
    reportError: (error: unknown) => deps.reportError(error),
  };
  for (const [name, value] of Object.entries(values)) define(name, value);

  // URL and URLSearchParams: loaded on first read (see url.ts), then plain globals.
  for (const name of ['URL', 'URLSearchParams'] as const) {
    Object.defineProperty(g, name, {
      get() {
        const loaded = loadUrl();
        define('URL', loaded.URL);
        define('URLSearchParams', loaded.URLSearchParams);
        return loaded[name];
      },
      set(value: unknown) {
        define(name, value);
      },
      configurable: true,
      enumerable: false,
    });
  }
}
