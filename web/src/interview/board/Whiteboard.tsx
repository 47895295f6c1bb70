// The room's whiteboard: Excalidraw bound to the board document (boardBinding.ts), with the others'
// pointers and names (and their laser trails) from the document's awareness, and follow mode: the
// followed person's viewport, which each page publishes, becomes ours. Loaded only when the
// Whiteboard tab opens (React.lazy): Excalidraw and its fonts stay out of the room's first load.
import '@excalidraw/excalidraw/index.css';
import { CaptureUpdateAction, Excalidraw } from '@excalidraw/excalidraw';
import type { Collaborator, ExcalidrawImperativeAPI, SocketId } from '@excalidraw/excalidraw/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../theme/useTheme';
import type { LiveDocument, Me } from '../useCollab';
import { type BoardElement, boardMap, elementsOf, readElements, writeElements } from './boardBinding';

interface Viewport {
  scrollX: number;
  scrollY: number;
  zoom: number;
}

export interface WhiteboardProps {
  live: LiveDocument;
  me: Me;
  readOnly: boolean;
  /** the user whose viewport we follow, or null */
  followUserId: string | null;
}

export default function Whiteboard({ live, me, readOnly, followUserId }: WhiteboardProps) {
  const { t, i18n } = useTranslation('interview');
  const { resolved } = useTheme();
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  // our writes' transaction origin: the map observer skips them
  const origin = useMemo(() => ({ board: me.id }), [me.id]);
  const map = useMemo(() => boardMap(live.doc), [live.doc]);
  const applying = useRef(false);
  // what the board holds, on the element (the browser tests read it: a canvas shows no DOM)
  const [shapes, setShapes] = useState('');
  useEffect(() => {
    const read = () =>
      setShapes(
        elementsOf(live.doc)
          .map((element) => `${String(element.type)}@${Math.round(Number(element.x))}`)
          .join(' '),
      );
    read();
    map.observe(read);
    return () => map.unobserve(read);
  }, [live.doc, map]);

  // the document's elements into the scene, now and at every remote change
  useEffect(() => {
    if (!api) return;
    const apply = () => {
      applying.current = true;
      api.updateScene({
        elements: readElements(map) as never,
        captureUpdate: CaptureUpdateAction.NEVER,
      });
      applying.current = false;
    };
    apply();
    const observer = (_event: unknown, transaction: { origin: unknown }) => {
      if (transaction.origin !== origin) apply();
    };
    map.observe(observer);
    return () => map.unobserve(observer);
  }, [api, map, origin]);

  // who I am and the others' pointers, names and viewports (awareness of the board document)
  const awareness = live.provider.awareness;
  useEffect(() => {
    live.provider.setAwarenessField('user', { id: me.id, name: me.name, color: me.color });
  }, [live.provider, me.id, me.name, me.color]);
  useEffect(() => {
    if (!awareness) return;
    const read = () => {
      const next = new Map<SocketId, Collaborator>();
      for (const [clientId, state] of awareness.getStates()) {
        if (clientId === awareness.clientID || !state.user) continue;
        const user = state.user as Partial<Me>;
        const pointer = state.pointer as { x?: unknown; y?: unknown; tool?: unknown } | undefined;
        next.set(String(clientId) as SocketId, {
          id: String(user.id ?? clientId),
          username: String(user.name ?? ''),
          color: { background: String(user.color ?? '#888'), stroke: String(user.color ?? '#888') },
          pointer:
            pointer && typeof pointer.x === 'number' && typeof pointer.y === 'number'
              ? { x: pointer.x, y: pointer.y, tool: pointer.tool === 'laser' ? 'laser' : 'pointer' }
              : undefined,
          button: state.button === 'down' ? 'down' : 'up',
        });
      }
      // Excalidraw takes the others' pointers and names through updateScene
      api?.updateScene({ collaborators: next, captureUpdate: CaptureUpdateAction.NEVER });
      if (followUserId && api) {
        const followed = [...awareness.getStates().values()].find(
          (state) => (state.user as Partial<Me> | undefined)?.id === followUserId && state.viewport,
        );
        const viewport = followed?.viewport as Viewport | undefined;
        if (viewport && [viewport.scrollX, viewport.scrollY, viewport.zoom].every(Number.isFinite)) {
          api.updateScene({
            appState: {
              scrollX: viewport.scrollX,
              scrollY: viewport.scrollY,
              zoom: { value: Math.min(30, Math.max(0.1, viewport.zoom)) as never },
            },
            captureUpdate: CaptureUpdateAction.NEVER,
          });
        }
      }
    };
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [awareness, api, followUserId]);

  return (
    <div
      className="h-full min-h-[24rem]"
      data-testid="whiteboard"
      data-shapes={shapes}
      role="region"
      aria-label={t('room.board.label')}
    >
      <Excalidraw
        excalidrawAPI={setApi}
        theme={resolved === 'dark' ? 'dark' : 'light'}
        langCode={i18n.language === 'zh-CN' ? 'zh-CN' : 'en'}
        viewModeEnabled={readOnly}
        isCollaborating
        UIOptions={{ canvasActions: { loadScene: false, saveToActiveFile: false, export: false } }}
        onChange={(elements) => {
          if (applying.current || readOnly) return;
          writeElements(map, elements as unknown as readonly BoardElement[], origin);
        }}
        onPointerUpdate={({ pointer, button }) => {
          live.provider.setAwarenessField('pointer', pointer);
          live.provider.setAwarenessField('button', button);
        }}
        onScrollChange={(scrollX, scrollY, zoom) => {
          live.provider.setAwarenessField('viewport', { scrollX, scrollY, zoom: zoom.value });
        }}
      >
        {null}
      </Excalidraw>
    </div>
  );
}
