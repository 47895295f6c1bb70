// Interview rooms for the collaboration extensions' hook-level tests: made through the real
// GraphQL API of a test server, and the hook payloads those tests hand an extension.
import type { ConnectionConfiguration } from '@hocuspocus/server';
import { client, signUp } from './client';
import type { TestServer } from './server';

type Owner = Awaited<ReturnType<typeof signUp>>;

/** a room of a new interviewer (or of `owner`), its code and id */
export async function createRoom(app: TestServer, owner?: Owner, title?: string) {
  const interviewer = owner ?? (await signUp(app));
  const created = await interviewer.client.gql<{ createInterview: { code: string } }>(
    'mutation ($title: String) { createInterview(title: $title) { code } }',
    { title },
  );
  if (!created.data) throw new Error(`createInterview failed: ${JSON.stringify(created.errors)}`);
  const { code } = created.data.createInterview;
  const { id } = await app.prisma.interviewRoom.findUniqueOrThrow({ where: { code }, select: { id: true } });
  return { code, id, owner: interviewer };
}

/** a guest's grant to the room with this code */
export async function joinAsGuest(app: TestServer, code: string, name = 'Guest') {
  const joined = await client(app).gql<{ joinInterview: { guestToken: string } }>(
    'mutation ($code: String!, $name: String) { joinInterview(code: $code, name: $name) { guestToken } }',
    { code, name },
  );
  if (!joined.data) throw new Error(`joinInterview failed: ${JSON.stringify(joined.errors)}`);
  return joined.data.joinInterview.guestToken;
}

/** a connection's configuration as Hocuspocus hands onAuthenticate one */
export const connectionConfig = (): ConnectionConfiguration => ({ readOnly: false, isAuthenticated: false });
