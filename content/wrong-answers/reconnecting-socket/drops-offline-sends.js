// Wrong: backs off, but drops sends made while disconnected and never resets the delay.
class ReconnectingSocket {
  constructor(createSocket, { baseDelay = 100, maxDelay = 5000 } = {}) {
    this.createSocket = createSocket;
    this.delay = baseDelay;
    this.maxDelay = maxDelay;
    this.stopped = false;
    this.onmessage = null;
    this.connect();
  }
  connect() {
    this.socket = this.createSocket();
    this.socket.onopen = () => (this.open = true);
    this.socket.onmessage = (e) => this.onmessage && this.onmessage(e);
    this.socket.onclose = () => {
      this.open = false;
      if (this.stopped) return;
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, this.maxDelay);
      this.timer = setTimeout(() => this.connect(), wait);
    };
  }
  send(data) {
    if (this.open) this.socket.send(data);
  }
  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket.close();
  }
}
