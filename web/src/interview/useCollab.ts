// The room's live documents over one collaboration socket (Hocuspocus on our own server, /collab):
// the shared code document and the whiteboard for everyone and, for the interviewer, the private notes. Our access
// token (asked afresh at every connect) or the guest's grant authenticates; edits made while the
// socket is away stay in the local document and merge when it returns (Yjs), and the status says
// which it is. The server's stateless messages (a new problem, the end) reach `onRoomChange`.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import i18n from '../i18n/i18n';
import { toast } from '../toast/toast';

// the server closes a document's connection with these reasons when a change is too large
// (server/src/interview/collab-limits.ts)
const SIZE_REASONS: Record<string, 'room.changeTooLarge' | 'room.documentTooLarge'> = {
  'This change is too large.': 'room.changeTooLarge',
  'This document is too large.': 'room.documentTooLarge',
};

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface LiveDocument {
  doc: Y.Doc;
  provider: HocuspocusProvider;
}

export interface Collab {
  status: ConnectionStatus;
  /** the code document has its server state */
  synced: boolean;
  code: LiveDocument | null;
  notes: LiveDocument | null;
  /** the whiteboard (Excalidraw's elements); its component loads when its tab opens */
  board: LiveDocument | null;
}

export interface Me {
  id: string;
  name: string;
  color: string;
}

const collabUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/collab`;

export function useCollab(options: {
  roomCode: string;
  /** our access token or `guest:<grant>`, read at every (re)connect */
  token: () => string | Promise<string>;
  withNotes: boolean;
  me: Me;
  onRoomChange: (change: string) => void;
}): Collab {
  const { roomCode, withNotes } = options;
  const latest = useRef(options);
  // the latest callbacks for the socket's handlers, kept current after each commit
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<Collab>({
    status: 'connecting',
    synced: false,
    code: null,
    notes: null,
    board: null,
  });

  useEffect(() => {
    const socket = new HocuspocusProviderWebsocket({ url: collabUrl() });
    const open = (part: 'code' | 'notes' | 'board'): LiveDocument => {
      const doc = new Y.Doc();
      const provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: `interview:${roomCode}:${part}`,
        document: doc,
        token: async () => latest.current.token(),
        onClose: ({ event }) => {
          const key = SIZE_REASONS[String(event.reason)];
          if (key) toast.error(i18n.t(key, { ns: 'interview' }));
        },
      });
      provider.attach();
      return { doc, provider };
    };
    const code = open('code');
    const notes = withNotes ? open('notes') : null;
    const board = open('board');
    const onStatus = ({ status }: { status: string }) =>
      setState((s) => ({ ...s, status: status as ConnectionStatus }));
    const onSynced = () => setState((s) => ({ ...s, synced: true }));
    const onStateless = ({ payload }: { payload: string }) => {
      try {
        const message = JSON.parse(payload) as { type?: string; change?: string };
        if (message.type === 'room' && message.change) latest.current.onRoomChange(message.change);
      } catch {
        // not ours
      }
    };
    socket.on('status', onStatus);
    code.provider.on('synced', onSynced);
    code.provider.on('stateless', onStateless);
    setState({ status: 'connecting', synced: false, code, notes, board });
    return () => {
      socket.off('status', onStatus);
      code.provider.destroy();
      notes?.provider.destroy();
      board.provider.destroy();
      socket.destroy();
      board.doc.destroy();
      code.doc.destroy();
      notes?.doc.destroy();
    };
  }, [roomCode, withNotes]);

  // who I am, on the code document's awareness (names and colours of cursors, the people list)
  const { id, name, color } = options.me;
  useEffect(() => {
    state.code?.provider.setAwarenessField('user', { id, name, color });
  }, [state.code, id, name, color]);

  return state;
}
