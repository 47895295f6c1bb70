// An own binding of Excalidraw's scene to the room's board document (y-excalidraw wants
// Excalidraw 0.17): a Y.Map `elements` keyed by element id, each value the element's JSON. The map
// is the truth: a local change writes every element whose version or nonce differs from the map's
// (deleted ones stay, flagged, so an undo or a late peer sees them go); a remote change puts the
// map's elements into the scene. Excalidraw's own history records only local actions (remote ones
// arrive with CaptureUpdateAction.NEVER), so its undo undoes only what this person did.
import * as Y from 'yjs';

export interface BoardElement {
  id: string;
  version: number;
  versionNonce: number;
  isDeleted?: boolean;
  index?: string | null;
  [key: string]: unknown;
}

/** at most this many elements are taken from a document (hostile input) */
const MAX_ELEMENTS = 10_000;

export function boardMap(doc: Y.Doc): Y.Map<string> {
  return doc.getMap<string>('elements');
}

function parse(json: unknown): BoardElement | null {
  if (typeof json !== 'string') return null;
  try {
    const value = JSON.parse(json) as Partial<BoardElement> | null;
    if (!value || typeof value.id !== 'string' || typeof value.version !== 'number') return null;
    return value as BoardElement;
  } catch {
    return null;
  }
}

/** the document's elements in Excalidraw's order (fractional `index`, then id) */
export function readElements(map: Y.Map<string>): BoardElement[] {
  const elements: BoardElement[] = [];
  for (const json of map.values()) {
    const element = parse(json);
    if (element) elements.push(element);
    if (elements.length >= MAX_ELEMENTS) break;
  }
  return elements.sort((a, b) => {
    const ai = a.index ?? '';
    const bi = b.index ?? '';
    if (ai !== bi) return ai < bi ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** writes the scene's elements that differ from the document's, in one transaction */
export function writeElements(map: Y.Map<string>, elements: readonly BoardElement[], origin: unknown): number {
  const changed: BoardElement[] = [];
  for (const element of elements) {
    const stored = parse(map.get(element.id));
    if (!stored || stored.version !== element.version || stored.versionNonce !== element.versionNonce) {
      changed.push(element);
    }
  }
  if (changed.length === 0) return 0;
  map.doc?.transact(() => {
    for (const element of changed) map.set(element.id, JSON.stringify(element));
  }, origin);
  return changed.length;
}

/** the whole drawing at a moment (the replay): the board document rebuilt from its updates */
export function elementsOf(doc: Y.Doc): BoardElement[] {
  return readElements(boardMap(doc)).filter((element) => !element.isDeleted);
}
