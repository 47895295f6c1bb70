// The names of a room's shared documents, `interview:<code>:code`, `interview:<code>:notes` and
// `interview:<code>:board` (the whiteboard):
// every extension reads the room and the part from the name Hocuspocus hands its hooks.
const DOCUMENT_NAME = /^interview:([A-Za-z0-9_-]{24}):(code|notes|board)$/;

export type DocumentPart = 'code' | 'notes' | 'board';

export const DOCUMENT_PARTS: readonly DocumentPart[] = ['code', 'notes', 'board'];

/** the parts the interviewer's replay records */
export const REPLAYED_PARTS: ReadonlySet<DocumentPart> = new Set(['code', 'board']);

export function parseDocumentName(name: string): { code: string; part: DocumentPart } | null {
  const match = DOCUMENT_NAME.exec(name);
  return match ? { code: match[1]!, part: match[2] as DocumentPart } : null;
}

export function documentName(code: string, part: DocumentPart): string {
  return `interview:${code}:${part}`;
}
