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
});
