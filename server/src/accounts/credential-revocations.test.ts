// The register of sockets' credentials over an in-memory live bus: an event closes exactly the
// sockets of the credentials it names; a socket that registers after an event that arrived while
// it was authenticating is closed at once, and one that authenticated after the event is not.
import { afterEach, describe, expect, it } from 'vitest';
import { type LiveBus, createLiveBus } from '../graphql/pubsub';
import { type CredentialRevocations, createCredentialRevocations } from './credential-revocations';

let bus: LiveBus;
let register: CredentialRevocations;
afterEach(async () => {
  await register?.close();
  await bus?.close();
});

function start() {
  bus = createLiveBus();
  register = createCredentialRevocations(bus);
}

/** a socket's close, as a promise, and whether it happened yet */
function socket() {
  let closed = false;
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  return {
    close: () => {
      closed = true;
      resolve();
    },
    done,
    get closed() {
      return closed;
    },
  };
}

/** resolves once an event published now has been handled (the bus delivers in order) */
let markers = 0;
async function delivered() {
  const marker = socket();
  const userId = `marker-${++markers}`;
  register.track({ userId }, Date.now(), marker.close);
  register.publish({ userId });
  await marker.done;
}

describe('credential revocations', () => {
  it('closes the sockets of the named sign-ins, tokens or user, and no other', async () => {
    start();
    const since = Date.now();
    const session = socket();
    const otherSession = socket();
    const token = socket();
    const ofDeleted = socket();
    register.track({ userId: 'u1', sessionId: 's1' }, since, session.close);
    register.track({ userId: 'u1', sessionId: 's2' }, since, otherSession.close);
    register.track({ userId: 'u1', apiTokenId: 't1' }, since, token.close);
    register.track({ userId: 'u2', sessionId: 's3' }, since, ofDeleted.close);

    register.publish({ sessionIds: ['s1'] });
    await session.done;
    register.publish({ tokenIds: ['t1'] });
    await token.done;
    register.publish({ userId: 'u2' });
    await ofDeleted.done;
    await delivered();
    expect(otherSession.closed).toBe(false);
  });

  it('closes a socket registering after an event that arrived during its authentication', async () => {
    start();
    const authenticating = Date.now() - 10;
    register.publish({ sessionIds: ['s9'] });
    await delivered();
    const late = socket();
    register.track({ userId: 'u9', sessionId: 's9' }, authenticating, late.close);
    await late.done;
    // authenticated after the event: the database already said the credential was live
    const fresh = socket();
    register.track({ userId: 'u9', sessionId: 's9' }, Date.now() + 1, fresh.close);
    await delivered();
    expect(fresh.closed).toBe(false);
  });

  it('forgets a socket once it is unregistered (closed by its client)', async () => {
    start();
    const gone = socket();
    const untrack = register.track({ userId: 'u3', apiTokenId: 't3' }, Date.now(), gone.close);
    untrack();
    register.publish({ tokenIds: ['t3'] });
    await delivered();
    expect(gone.closed).toBe(false);
  });
});
