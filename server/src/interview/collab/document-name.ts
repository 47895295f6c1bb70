// The names of a room's shared documents, `interview:<code>:code` and `interview:<code>:notes`:
// every extension reads the room and the part from the name Hocuspocus hands its hooks.
const DOCUMENT_NAME = /^interview:([A-Za-z0-9_-]{24}):(code|notes)$/;

export type DocumentPart = 'code' | 'notes';

export function parseDocumentName(name: string): { code: string; part: DocumentPart } | null {
  const match = DOCUMENT_NAME.exec(name);
  return match ? { code: match[1]!, part: match[2] as DocumentPart } : null;
}

export function documentName(code: string, part: DocumentPart): string {
  return `interview:${code}:${part}`;
}
