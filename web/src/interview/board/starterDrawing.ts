// A problem's starter drawing (the server's `starterBoard`: shapes with ids, text, arrows joining
// shapes, labels in both languages) as Excalidraw element skeletons in one language, for
// convertToExcalidrawElements. Pure, so it is tested without a canvas.

interface Localized {
  en: string;
  zhCN: string;
}

type StarterShape = {
  id: string;
  type: 'rectangle' | 'ellipse' | 'diamond';
  x: number;
  y: number;
  width: number;
  height: number;
  label?: Localized;
  backgroundColor?: string;
};
type StarterText = { type: 'text'; x: number; y: number; text: Localized };
type StarterArrow = { type: 'arrow'; start: string; end: string; label?: Localized };
export type StarterElement = StarterShape | StarterText | StarterArrow;

/** what convertToExcalidrawElements takes (the subset we make) */
export type StarterSkeleton =
  | {
      type: StarterShape['type'];
      id: string;
      x: number;
      y: number;
      width: number;
      height: number;
      backgroundColor?: string;
      fillStyle?: 'solid';
      label?: { text: string };
    }
  | { type: 'text'; x: number; y: number; text: string }
  | {
      type: 'arrow';
      x: number;
      y: number;
      width: number;
      height: number;
      start: { id: string };
      end: { id: string };
      label?: { text: string };
    };

/** the space left between an arrow's ends and its shapes */
const ARROW_GAP = 8;

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * an arrow's ends on the line between two shapes' centres, where it leaves the first shape's box
 * and enters the second's (Excalidraw binds the ends but keeps the points it is given)
 */
export function edgeToEdge(start: StarterShape, end: StarterShape) {
  const a = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  const b = { x: end.x + end.width / 2, y: end.y + end.height / 2 };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  // the fraction of the centre line inside a shape's box, plus the gap
  const inside = (shape: StarterShape) =>
    Math.min(dx ? shape.width / 2 / Math.abs(dx) : Infinity, dy ? shape.height / 2 / Math.abs(dy) : Infinity) +
    ARROW_GAP / length;
  const s = inside(start);
  const e = 1 - inside(end);
  return {
    from: { x: round(a.x + dx * s), y: round(a.y + dy * s) },
    to: { x: round(a.x + dx * e), y: round(a.y + dy * e) },
  };
}

/** the server's starterBoard when it is one (it is JSON: anything else gives no drawing) */
export function starterElementsOf(value: unknown): StarterElement[] {
  return Array.isArray(value) ? (value as StarterElement[]) : [];
}

export function starterSkeletons(elements: readonly StarterElement[], language: 'en' | 'zhCN'): StarterSkeleton[] {
  const shapes = new Map<string, StarterShape>();
  for (const element of elements)
    if (element.type !== 'text' && element.type !== 'arrow') shapes.set(element.id, element);
  const out: StarterSkeleton[] = [];
  for (const element of elements) {
    if (element.type === 'text') {
      out.push({ type: 'text', x: element.x, y: element.y, text: element.text[language] });
    } else if (element.type === 'arrow') {
      const start = shapes.get(element.start);
      const end = shapes.get(element.end);
      if (!start || !end) continue;
      const { from, to } = edgeToEdge(start, end);
      out.push({
        type: 'arrow',
        x: from.x,
        y: from.y,
        width: to.x - from.x,
        height: to.y - from.y,
        start: { id: element.start },
        end: { id: element.end },
        ...(element.label ? { label: { text: element.label[language] } } : {}),
      });
    } else {
      out.push({
        type: element.type,
        id: element.id,
        x: element.x,
        y: element.y,
        width: element.width,
        height: element.height,
        ...(element.backgroundColor ? { backgroundColor: element.backgroundColor, fillStyle: 'solid' as const } : {}),
        ...(element.label ? { label: { text: element.label[language] } } : {}),
      });
    }
  }
  return out;
}
