// Types of the parts of event-target-shim the sandbox uses (its own index.d.ts is not reachable
// through its package.json "exports" under the server's module resolution).
declare module 'event-target-shim' {
  export interface EventInit {
    bubbles?: boolean;
    cancelable?: boolean;
    composed?: boolean;
  }
  export class Event {
    constructor(type: string, init?: EventInit);
    readonly type: string;
    readonly target: EventTarget | null;
    readonly currentTarget: EventTarget | null;
    readonly defaultPrevented: boolean;
    preventDefault(): void;
    stopPropagation(): void;
    stopImmediatePropagation(): void;
  }
  export class EventTarget {
    addEventListener(type: string, listener: unknown, options?: unknown): void;
    removeEventListener(type: string, listener: unknown, options?: unknown): void;
    dispatchEvent(event: Event): boolean;
  }
  export function defineEventAttribute(prototype: object, type: string): void;
  export function setErrorHandler(handler: ((error: Error) => void) | undefined): void;
  export function setWarningHandler(handler: ((warning: unknown) => void) | undefined): void;
}
