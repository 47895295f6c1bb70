// Wrong: reconnects after a fixed delay (no backoff) and keeps reconnecting after close().
class ReconnectingSocket {
  constructor(createSocket, { baseDelay = 100 } = {}) {
    this.createSocket = createSocket;
    this.baseDelay = baseDelay;
    this.queue = [];
    this.onmessage = null;
    this.connect();
  }
  connect() {
    this.socket = this.createSocket();
    this.socket.onopen = () => {
      this.open = true;
      this.queue.forEach((d) => this.socket.send(d));
      this.queue = [];
    };
    this.socket.onmessage = (e) => this.onmessage && this.onmessage(e);
    this.socket.onclose = () => {
      this.open = false;
      setTimeout(() => this.connect(), this.baseDelay);
    };
  }
  send(data) {
    if (this.open) this.socket.send(data);
    else this.queue.push(data);
  }
  close() {
    this.socket.close();
  }
}
