// The room's whiteboard: Excalidraw bound to the board document (boardBinding.ts), with the others'
// pointers and names (and their laser trails) from the document's awareness, and follow mode: the
// followed person's viewport, which each page publishes, becomes ours. Loaded only when the
// Whiteboard tab opens (React.lazy): Excalidraw and its fonts stay out of the room's first load.
import '@excalidraw/excalidraw/index.css';
import { CaptureUpdateAction, Excalidraw, convertToExcalidrawElements } from '@excalidraw/excalidraw';
import type { Collaborator, ExcalidrawImperativeAPI, SocketId } from '@excalidraw/excalidraw/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { useTheme } from '../../theme/useTheme';
import type { LiveDocument, Me } from '../useCollab';
import { type BoardElement, boardMap, elementsOf, readElements, writeElements } from './boardBinding';
import { type StarterElement, starterSkeletons } from './starterDrawing';

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
  /**
   * the room's problem's starter drawing, which the interviewer's page puts on an empty board (once
   * per problem: a board cleared on purpose stays clear); null for everyone else
   */
  starter: { problemId: string; elements: StarterElement[] } | null;
}

/** the board document's note of the problem whose starter drawing it was given */
const STARTER_KEY = 'starterOf';
/** the transaction origin of a starter drawing: not this page's own (its observer draws it) */
const STARTER_ORIGIN = 'starter-drawing';

/** the faces Excalidraw draws text with (Latin, CJK): labels are measured with them, not a fallback */
const HAND_FONTS = ['20px Excalifont', '20px Xiaolai'];

/** puts a problem's starter drawing on the board unless it has anything on it or had this drawing once */
async function placeStarter(
  doc: Y.Doc,
  map: Y.Map<string>,
  starter: NonNullable<WhiteboardProps['starter']>,
  language: 'en' | 'zhCN',
) {
  const meta = doc.getMap<string>('meta');
  const placed = () => meta.get(STARTER_KEY) === starter.problemId || elementsOf(doc).length > 0;
  if (placed()) return;
  const text = starterSkeletons(starter.elements, language)
    .map((element) => ('text' in element ? element.text : (element.label?.text ?? '')))
    .join(' ');
  await Promise.all(HAND_FONTS.map((font) => document.fonts.load(font, text).catch(() => [])));
  if (placed()) return; // someone drew meanwhile
  const elements = convertToExcalidrawElements(starterSkeletons(starter.elements, language) as never, {
    regenerateIds: false,
  });
  doc.transact(() => {
    meta.set(STARTER_KEY, starter.problemId);
    writeElements(map, elements as unknown as readonly BoardElement[], STARTER_ORIGIN);
  }, STARTER_ORIGIN);
}

export default function Whiteboard({ live, me, readOnly, followUserId, starter }: WhiteboardProps) {
  const { t, i18n } = useTranslation('interview');
  const { resolved } = useTheme();
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  // our writes' transaction origin: the map observer skips them
  const origin = useMemo(() => ({ board: me.id }), [me.id]);
  const map = useMemo(() => boardMap(live.doc), [live.doc]);
  const applying = useRef(false);
  // what the board holds and where it looks, on the element (the browser tests read them: a canvas shows no DOM)
  const [shapes, setShapes] = useState('');
  const [viewport, setViewport] = useState('');
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

  // Excalidraw replaces a scene given before it has loaded (its initial data): the document goes
  // into the scene once its first change reports the load done, then at every remote change
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!api || !loaded) return;
    let framed = false;
    const apply = () => {
      applying.current = true;
      const elements = readElements(map);
      api.updateScene({ elements: elements as never, captureUpdate: CaptureUpdateAction.NEVER });
      applying.current = false;
      // the first drawing this page gets (a starter, or the board after a reload) is framed in view
      if (!framed && elements.some((element) => !element.isDeleted)) {
        framed = true;
        api.scrollToContent(undefined, { fitToContent: true, viewportZoomFactor: 0.9, animate: false }); // zooms out to fit, never in past 100 %
      }
    };
    apply();
    const observer = (_event: unknown, transaction: { origin: unknown }) => {
      if (transaction.origin !== origin) apply();
    };
    map.observe(observer);
    return () => map.unobserve(observer);
  }, [api, loaded, map, origin]);

  // the starter drawing onto an empty board, once the board's document has arrived from the server
  const language = i18n.language === 'zh-CN' ? 'zhCN' : 'en';
  useEffect(() => {
    if (!loaded || !starter || readOnly || starter.elements.length === 0) return;
    const place = () => void placeStarter(live.doc, map, starter, language);
    if (live.provider.isSynced) {
      place();
      return;
    }
    live.provider.on('synced', place);
    return () => {
      live.provider.off('synced', place);
    };
  }, [loaded, starter, readOnly, live, map, language]);

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
      data-viewport={viewport}
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
        onChange={(elements, appState) => {
          if (!appState.isLoading) setLoaded(true);
          if (applying.current || readOnly) return;
          writeElements(map, elements as unknown as readonly BoardElement[], origin);
        }}
        onPointerUpdate={({ pointer, button }) => {
          live.provider.setAwarenessField('pointer', pointer);
          live.provider.setAwarenessField('button', button);
        }}
        onScrollChange={(scrollX, scrollY, zoom) => {
          live.provider.setAwarenessField('viewport', { scrollX, scrollY, zoom: zoom.value });
          setViewport(`${Math.round(scrollX)},${Math.round(scrollY)},${zoom.value.toFixed(2)}`);
        }}
      >
        {null}
      </Excalidraw>
    </div>
  );
}
