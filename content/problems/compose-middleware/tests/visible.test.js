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
});
