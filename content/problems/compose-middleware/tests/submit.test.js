describe('compose', () => {
  test('runs in onion order', async () => {
    const log = [];
    const app = compose([
      async (ctx, next) => {
        log.push('a in');
        await next();
        log.push('a out');
      },
      async (ctx, next) => {
        log.push('b in');
        await next();
        log.push('b out');
      },
      async () => {
        log.push('handler');
      },
    ]);
    await app({});
    expect(log).toEqual(['a in', 'b in', 'handler', 'b out', 'a out']);
  });

  test('every middleware shares the context', async () => {
    const app = compose([
      async (ctx, next) => {
        ctx.user = 'ana';
        await next();
      },
      async (ctx) => {
        ctx.body = `hello ${ctx.user}`;
      },
    ]);
    const ctx = {};
    await app(ctx);
    expect(ctx.body).toBe('hello ana');
  });

  test('the composed function returns a promise', () => {
    const result = compose([() => {}])({});
    expect(typeof result.then).toBe('function');
    return result;
  });

  test('a middleware that does not call next stops the chain', async () => {
    const after = jest.fn();
    const app = compose([async () => {}, after]);
    await app({});
    expect(after).not.toHaveBeenCalled();
  });

  test('an error rejects the composed promise', async () => {
    const app = compose([
      async (ctx, next) => next(),
      async () => {
        throw new Error('broken');
      },
    ]);
    await expect(app({})).rejects.toThrow('broken');
  });

  test('the outer middleware waits for slow inner ones', async () => {
    const log = [];
    const app = compose([
      async (ctx, next) => {
        await next();
        log.push('outer done');
      },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        log.push('inner done');
      },
    ]);
    await app({});
    expect(log).toEqual(['inner done', 'outer done']);
  });

  test('next() resolves after the rest of the chain, even when not awaited by the last one', async () => {
    const log = [];
    const app = compose([
      async (ctx, next) => {
        await next();
        log.push('first out');
      },
      (ctx, next) => next().then(() => log.push('second out')),
      async () => log.push('third'),
    ]);
    await app({});
    expect(log).toEqual(['third', 'second out', 'first out']);
  });

  test('resolves with the first middleware’s return value', async () => {
    const app = compose([async (ctx, next) => (await next(), 'done'), async () => 'inner']);
    await expect(app({})).resolves.toBe('done');
  });

  test('synchronous middleware work too', async () => {
    const log = [];
    const app = compose([
      (ctx, next) => {
        log.push(1);
        return next();
      },
      () => {
        log.push(2);
      },
    ]);
    await app({});
    expect(log).toEqual([1, 2]);
  });

  test('a synchronous throw becomes a rejection', async () => {
    const app = compose([
      () => {
        throw new Error('sync');
      },
    ]);
    let rejected;
    try {
      await app({}).catch((error) => {
        rejected = error;
      });
    } catch (error) {
      rejected = 'thrown instead of rejected';
    }
    expect(rejected).toBeInstanceOf(Error);
    expect(rejected.message).toBe('sync');
  });

  test('an outer try/catch catches an inner error', async () => {
    const app = compose([
      async (ctx, next) => {
        try {
          await next();
        } catch (error) {
          ctx.status = 500;
          ctx.message = error.message;
        }
      },
      async () => {
        throw new Error('db down');
      },
    ]);
    const ctx = {};
    await app(ctx);
    expect(ctx).toEqual({ status: 500, message: 'db down' });
  });

  test('calling next twice rejects', async () => {
    const app = compose([
      async (ctx, next) => {
        await next();
        await next();
      },
      async () => {},
    ]);
    await expect(app({})).rejects.toThrow('next() called multiple times');
  });

  test('the inner middleware does not run twice when next is called twice', async () => {
    const inner = jest.fn();
    const app = compose([
      async (ctx, next) => {
        await next();
        await next().catch(() => {});
      },
      inner,
    ]);
    await app({});
    expect(inner).toHaveBeenCalledTimes(1);
  });

  test('last runs as the next of the final middleware', async () => {
    const log = [];
    const app = compose([
      async (ctx, next) => {
        log.push('mw');
        await next();
      },
    ]);
    await app({}, async () => log.push('last'));
    expect(log).toEqual(['mw', 'last']);
  });

  test('an empty chain resolves, and runs last', async () => {
    const last = jest.fn();
    await compose([])({}, last);
    expect(last).toHaveBeenCalledTimes(1);
    await expect(compose([])({})).resolves.toBeUndefined();
  });

  test('throws a TypeError for bad input', () => {
    expect(() => compose('nope')).toThrow(TypeError);
    expect(() => compose([() => {}, 42])).toThrow(TypeError);
  });

  test('each run of the composed function starts afresh', async () => {
    let count = 0;
    const app = compose([
      async (ctx, next) => {
        count++;
        await next();
      },
      async () => {},
    ]);
    await app({});
    await app({});
    expect(count).toBe(2);
  });
});
