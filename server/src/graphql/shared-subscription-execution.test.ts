// The shared execution of live events: subscribers with the same document, variables and audience
// get one execution of an event between them; another audience gets its own answer; the stream
// still ends when a subscriber leaves.
import { createPubSub, createSchema, createYoga } from 'graphql-yoga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSharedSubscriptionExecution } from './shared-subscription-execution';

function setup() {
  // an event target that counts its listeners: one per subscriber whose stream is registered
  const target = new EventTarget();
  const listening = { count: 0 };
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    listening.count++;
    add(...args);
  };
  target.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
    listening.count--;
    remove(...args);
  };
  const pubsub = createPubSub<{ tick: [{ n: number }] }>({ eventTarget: target as never });
  const calls: string[] = [];
  const schema = createSchema<{ who: string }>({
    typeDefs: /* GraphQL */ `
      type Query {
        ok: Boolean
      }
      type Tick {
        n: Int!
        seenBy: String!
      }
      type Subscription {
        ticks: Tick!
      }
    `,
    resolvers: {
      Subscription: { ticks: { subscribe: () => pubsub.subscribe('tick'), resolve: (tick: { n: number }) => tick } },
      Tick: {
        seenBy: (_tick: unknown, _args: unknown, context: { who: string }) => {
          calls.push(context.who);
          return context.who;
        },
      },
    },
  });
  const yoga = createYoga<{ who: string }>({
    schema,
    context: ({ request }) => ({ who: request.headers.get('x-who') ?? 'visitor' }),
    plugins: [useSharedSubscriptionExecution((context) => (context as { who: string }).who)],
  });
  return { pubsub, calls, yoga, listening };
}

/** a subscriber over SSE; `next()` reads the next event's data */
async function subscribe(yoga: ReturnType<typeof setup>['yoga'], who: string, signal: AbortSignal) {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-who': who },
    body: JSON.stringify({ query: 'subscription { ticks { n seenBy } }' }),
    signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<{ n: number; seenBy: string }> {
      for (;;) {
        const match = /data: (.+)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]!) as { data: { ticks: { n: number; seenBy: string } } }).data.ticks;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
  };
}

const controllers: AbortController[] = [];
afterEach(() => controllers.splice(0).forEach((c) => c.abort()));
const signal = () => {
  const controller = new AbortController();
  controllers.push(controller);
  return controller.signal;
};

describe('useSharedSubscriptionExecution', () => {
  it('executes an event once per audience, and each audience gets its own answer', async () => {
    const { pubsub, calls, yoga, listening } = setup();
    const visitors = await Promise.all([1, 2, 3].map(() => subscribe(yoga, 'visitor', signal())));
    const ada = await subscribe(yoga, 'ada', signal());
    await vi.waitFor(() => expect(listening.count).toBe(4)); // every subscription registered
    pubsub.publish('tick', { n: 1 });
    const first = await Promise.all([...visitors, ada].map((s) => s.next()));
    expect(first).toEqual([
      { n: 1, seenBy: 'visitor' },
      { n: 1, seenBy: 'visitor' },
      { n: 1, seenBy: 'visitor' },
      { n: 1, seenBy: 'ada' },
    ]);
    expect([...calls].sort()).toEqual(['ada', 'visitor']);

    pubsub.publish('tick', { n: 2 });
    const second = await Promise.all([...visitors, ada].map((s) => s.next()));
    expect(second.map((t) => t.n)).toEqual([2, 2, 2, 2]);
    expect(calls).toHaveLength(4); // a new event is a new execution
  });

  it('answers a refused subscription with its errors', async () => {
    const { yoga } = setup();
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: 'subscription { ticks { nope } }' }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/Cannot query field "nope"/);
  });
});
