// A problem's starter drawing for the interview whiteboard (`board.yaml` in its folder): shapes
// with localized labels, free text and arrows between shapes, as Excalidraw's element skeletons
// (the room's page turns them into elements with convertToExcalidrawElements, in the
// interviewer's language). Small on purpose: a starting point to draw on, not a finished diagram.
import { z } from 'zod';

export const STARTER_BOARD_FILE = 'board.yaml';
/** at most this many elements in a starter drawing */
export const STARTER_BOARD_MAX_ELEMENTS = 60;

const label = z.strictObject({ en: z.string().trim().min(1).max(200), zhCN: z.string().trim().min(1).max(200) });
const coordinate = z.number().finite().min(-5000).max(5000);
const size = z.number().finite().min(10).max(2000);
const color = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour');
const elementId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case');

const shape = z.strictObject({
  id: elementId,
  type: z.enum(['rectangle', 'ellipse', 'diamond']),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  label: label.optional(),
  backgroundColor: color.optional(),
});
const text = z.strictObject({ type: z.literal('text'), x: coordinate, y: coordinate, text: label });
const arrow = z.strictObject({
  type: z.literal('arrow'),
  /** the ids of the shapes it joins */
  start: elementId,
  end: elementId,
  label: label.optional(),
});

export const starterBoardFile = z
  .strictObject({
    elements: z.array(z.discriminatedUnion('type', [shape, text, arrow])).min(1).max(STARTER_BOARD_MAX_ELEMENTS),
  })
  .superRefine((board, ctx) => {
    const ids = new Set<string>();
    board.elements.forEach((element, index) => {
      if (element.type === 'text' || element.type === 'arrow') return;
      if (ids.has(element.id)) ctx.addIssue({ code: 'custom', path: ['elements', index, 'id'], message: `duplicate id "${element.id}"` });
      ids.add(element.id);
    });
    board.elements.forEach((element, index) => {
      if (element.type !== 'arrow') return;
      for (const end of ['start', 'end'] as const) {
        if (!ids.has(element[end])) {
          ctx.addIssue({ code: 'custom', path: ['elements', index, end], message: `no shape has the id "${element[end]}"` });
        }
      }
    });
  });

export type StarterBoard = z.output<typeof starterBoardFile>;
export type StarterBoardElement = StarterBoard['elements'][number];
