// a fake socket factory: the test opens, closes and feeds each socket by hand
function factory() {
  const sockets = [];
  const create = jest.fn(() => {
    const socket = {
      sent: [],
      closed: false,
      onopen: null,
      onmessage: null,
      onclose: null,
      send(data) {
        this.sent.push(data);
      },
      close() {
        this.closed = true;
        this.onclose?.({ code: 1000 });
      },
      // test controls
      serverOpens() {
        this.onopen?.();
      },
      serverDrops() {
        this.onclose?.({ code: 1006 });
      },
      serverSends(data) {
        this.onmessage?.({ data });
      },
    };
    sockets.push(socket);
    return socket;
  });
  return { create, sockets, last: () => sockets[sockets.length - 1] };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ReconnectingSocket', () => {
  test('connects at once', () => {
    const f = factory();
    new ReconnectingSocket(f.create);
    expect(f.create).toHaveBeenCalledTimes(1);
  });

  test('sends while open', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create);
    f.last().serverOpens();
    socket.send('hi');
    expect(f.last().sent).toEqual(['hi']);
  });

  test('queues sends until the socket opens', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create);
    socket.send('a');
    socket.send('b');
    expect(f.last().sent).toEqual([]);
    f.last().serverOpens();
    expect(f.last().sent).toEqual(['a', 'b']);
  });

  test('reconnects after a drop, after the base delay', () => {
    const f = factory();
    new ReconnectingSocket(f.create, { baseDelay: 100 });
    f.last().serverOpens();
    f.last().serverDrops();
    jest.advanceTimersByTime(99);
    expect(f.create).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(f.create).toHaveBeenCalledTimes(2);
  });

  test('passes messages to onmessage', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create);
    const seen = [];
    socket.onmessage = (event) => seen.push(event.data);
    f.last().serverOpens();
    f.last().serverSends('hello');
    expect(seen).toEqual(['hello']);
  });

  test('delays double while connecting keeps failing', () => {
    const f = factory();
    new ReconnectingSocket(f.create, { baseDelay: 100, maxDelay: 10_000 });
    const waits = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      f.last().serverDrops();
      const before = f.create.mock.calls.length;
      let waited = 0;
      while (f.create.mock.calls.length === before && waited < 20_000) {
        jest.advanceTimersByTime(10);
        waited += 10;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([100, 200, 400, 800]);
  });

  test('delays never exceed maxDelay', () => {
    const f = factory();
    new ReconnectingSocket(f.create, { baseDelay: 100, maxDelay: 300 });
    for (let i = 0; i < 5; i += 1) {
      f.last().serverDrops();
      jest.advanceTimersByTime(300);
    }
    expect(f.create).toHaveBeenCalledTimes(6);
  });

  test('an open socket resets the delay', () => {
    const f = factory();
    new ReconnectingSocket(f.create, { baseDelay: 100 });
    f.last().serverDrops();
    jest.advanceTimersByTime(100);
    f.last().serverDrops();
    jest.advanceTimersByTime(200);
    f.last().serverOpens();
    f.last().serverDrops();
    jest.advanceTimersByTime(100);
    expect(f.create).toHaveBeenCalledTimes(4);
  });

  test('sends made while disconnected go out after reconnecting, in order', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create, { baseDelay: 50 });
    f.last().serverOpens();
    socket.send(1);
    f.last().serverDrops();
    socket.send(2);
    socket.send(3);
    jest.advanceTimersByTime(50);
    f.last().serverOpens();
    socket.send(4);
    expect(f.sockets[0].sent).toEqual([1]);
    expect(f.sockets[1].sent).toEqual([2, 3, 4]);
  });

  test('close() stops reconnecting for good', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create);
    f.last().serverOpens();
    socket.close();
    jest.advanceTimersByTime(60_000);
    expect(f.create).toHaveBeenCalledTimes(1);
    expect(f.sockets[0].closed).toBe(true);
  });

  test('close() during a pending reconnection cancels it', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create, { baseDelay: 100 });
    f.last().serverDrops();
    socket.close();
    jest.advanceTimersByTime(10_000);
    expect(f.create).toHaveBeenCalledTimes(1);
  });

  test('sends after close() are ignored', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create);
    f.last().serverOpens();
    socket.close();
    socket.send('late');
    expect(f.sockets[0].sent).toEqual([]);
  });

  test('only one reconnection is pending at a time', () => {
    const f = factory();
    new ReconnectingSocket(f.create, { baseDelay: 100 });
    f.last().serverDrops();
    f.last().serverDrops();
    jest.advanceTimersByTime(1000);
    expect(f.create).toHaveBeenCalledTimes(2);
  });

  test('messages from a replaced socket are ignored', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create, { baseDelay: 10 });
    const seen = [];
    socket.onmessage = (event) => seen.push(event.data);
    const old = f.last();
    old.serverOpens();
    old.serverDrops();
    jest.advanceTimersByTime(10);
    old.serverSends('stale');
    f.last().serverOpens();
    f.last().serverSends('fresh');
    expect(seen).toEqual(['fresh']);
  });

  test('default delays start at 100 ms', () => {
    const f = factory();
    new ReconnectingSocket(f.create);
    f.last().serverDrops();
    jest.advanceTimersByTime(99);
    expect(f.create).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(f.create).toHaveBeenCalledTimes(2);
  });

  test('onmessage may be set after connecting', () => {
    const f = factory();
    const socket = new ReconnectingSocket(f.create);
    f.last().serverOpens();
    const handler = jest.fn();
    socket.onmessage = handler;
    f.last().serverSends('x');
    expect(handler).toHaveBeenCalledWith({ data: 'x' });
  });
});
