// Who may open a room's document, and how: a connection authenticates with our access token or a
// guest's grant (prefixed `guest:`). A personal access token needs the interview scope (as in
// GraphQL); who is not in the room gets nothing; the notes are the interviewer's alone; an ended
// room is read-only for everyone. The socket closes (4401) when the sign-in or token it was opened
// with ends, on any instance. Returns `{ access }`, which joins the connection's context.
import type { Extension, onAuthenticatePayload } from '@hocuspocus/server';
import { WebSocket } from 'ws';
import type { AccountsService } from '../../accounts/accounts.service';
import { tokenMayUseInterviews } from '../../accounts/api-token-scopes';
import { type CredentialRevocations, credentialOf } from '../../accounts/credential-revocations';
import type { InterviewService } from '../interview.service';
import type { CollabContext } from './context';
import { parseDocumentName } from './document-name';

/** close code of a socket whose credential ended (as graphql-ws's SESSION_ENDED_CLOSE) */
export const COLLAB_SESSION_ENDED_CLOSE = 4401;

const GUEST_PREFIX = 'guest:';

export class RoomAuthentication implements Extension {
  extensionName = 'interview-authentication';

  constructor(
    private readonly deps: {
      accounts: Pick<AccountsService, 'authenticate'>;
      interviews: Pick<InterviewService, 'access'>;
      /** closes a socket when the sign-in or token that opened one of its documents ends */
      revocations?: Pick<CredentialRevocations, 'track'>;
    },
  ) {}

  async onAuthenticate({ documentName, token, connectionConfig, context }: onAuthenticatePayload) {
    const since = Date.now();
    const parsed = parseDocumentName(documentName);
    if (!parsed) throw new Error('Unknown document.');
    const guestToken = token.startsWith(GUEST_PREFIX) ? token.slice(GUEST_PREFIX.length) : null;
    const viewer =
      !guestToken && token
        ? await this.deps.accounts.authenticate(
            new Request('http://collab/', { headers: { authorization: `Bearer ${token}` } }),
          )
        : null;
    // the scopes GraphQL applies (api-token-scopes.ts): a token opens a room's documents only
    // with the interview scope
    if (viewer?.apiToken && !tokenMayUseInterviews(viewer.apiToken)) {
      // `reason` is what the client's onAuthenticationFailed reads
      throw Object.assign(new Error('A token without the interview scope'), {
        reason: 'A personal access token needs the interview scope to open interview documents.',
      });
    }
    const access = await this.deps.interviews.access(parsed.code, { viewer, guestToken });
    if (!access.role) throw new Error('Not in this interview.');
    if (parsed.part === 'notes' && access.role !== 'interviewer') throw new Error('The notes are the interviewer’s.');
    if (access.room.status !== 'open') connectionConfig.readOnly = true;
    this.closeWhenRevoked(credentialOf(viewer), since, (context as Partial<CollabContext> | undefined)?.socket);
    return { access } satisfies CollabContext;
  }

  /** closes the socket (4401) when the credential it was opened with ends, on any instance */
  private closeWhenRevoked(credential: ReturnType<typeof credentialOf>, since: number, socket?: WebSocket) {
    if (!credential || !socket || !this.deps.revocations) return;
    const untrack = this.deps.revocations.track(credential, since, () => {
      if (socket.readyState === WebSocket.OPEN) socket.close(COLLAB_SESSION_ENDED_CLOSE, 'Your session has ended.');
    });
    if (socket.readyState !== WebSocket.OPEN) untrack();
    else socket.once('close', untrack);
  }
}
