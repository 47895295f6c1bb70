/**
 * A socket that reconnects with capped exponential backoff and queues sends while offline.
 */
class ReconnectingSocket {
  /**
   * @param {() => { send(data: any): void, close(): void, onopen: any, onmessage: any, onclose: any }} createSocket
   * @param {{ baseDelay?: number, maxDelay?: number }} [options]
   */
  constructor(createSocket, { baseDelay = 100, maxDelay = 5000 } = {}) {
    // TODO: connect at once
  }

  /** sends now while open, else queues (in order) */
  send(data) {
    // TODO
  }

  /** closes for good: no reconnection, later sends ignored */
  close() {
    // TODO
  }
}
