interface RawSocket {
  send(data: unknown): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

/** A socket that reconnects with capped exponential backoff and queues sends while offline. */
class ReconnectingSocket {
  onmessage: ((event: unknown) => void) | null = null;

  constructor(createSocket: () => RawSocket, options: { baseDelay?: number; maxDelay?: number } = {}) {
    // TODO: connect at once
  }

  send(data: unknown): void {
    throw new Error('Not implemented');
  }

  close(): void {
    throw new Error('Not implemented');
  }
}
