import { describe, expect, it } from 'vitest';
import { type StarterElement, edgeToEdge, starterElementsOf, starterSkeletons } from './starterDrawing';

const BOARD: StarterElement[] = [
  { type: 'text', x: 0, y: -60, text: { en: 'Complete it', zhCN: '补全它' } },
  {
    id: 'input',
    type: 'rectangle',
    x: 0,
    y: 0,
    width: 200,
    height: 80,
    label: { en: 'Input', zhCN: '输入框' },
    backgroundColor: '#a5d8ff',
  },
  { id: 'api', type: 'ellipse', x: 400, y: 0, width: 100, height: 80 },
  { type: 'arrow', start: 'input', end: 'api', label: { en: 'fetch', zhCN: '请求' } },
];

describe('starterSkeletons', () => {
  it('puts labels and text in the language asked for, with filled backgrounds', () => {
    const [text, input, api] = starterSkeletons(BOARD, 'zhCN');
    expect(text).toEqual({ type: 'text', x: 0, y: -60, text: '补全它' });
    expect(input).toMatchObject({
      id: 'input',
      label: { text: '输入框' },
      backgroundColor: '#a5d8ff',
      fillStyle: 'solid',
    });
    expect(api).not.toHaveProperty('label');
  });
  it('draws an arrow from the edge of its start shape to the edge of its end shape, a gap from each, bound to both', () => {
    const arrow = starterSkeletons(BOARD, 'en')[3];
    // input's right edge is at x 200, api's left at 400: 8 px from each
    expect(arrow).toEqual({
      type: 'arrow',
      x: 208,
      y: 40,
      width: 184,
      height: 0,
      start: { id: 'input' },
      end: { id: 'api' },
      label: { text: 'fetch' },
    });
  });
  it('leaves a shape where the centre line crosses its box, also on a slant', () => {
    const box = (x: number, y: number) => ({
      id: `b${x}${y}`,
      type: 'rectangle' as const,
      x,
      y,
      width: 100,
      height: 100,
    });
    // centres (50, 50) and (350, 350): the line leaves the first box at its corner (100, 100)
    const { from, to } = edgeToEdge(box(0, 0), box(300, 300));
    expect(from.x).toBeCloseTo(100 + 8 / Math.SQRT2, 1);
    expect(from.y).toBeCloseTo(100 + 8 / Math.SQRT2, 1);
    expect(to.x).toBeCloseTo(300 - 8 / Math.SQRT2, 1);
    // straight down: the bottom edge, then the top edge
    const down = edgeToEdge(box(0, 0), box(0, 300));
    expect(down).toEqual({ from: { x: 50, y: 108 }, to: { x: 50, y: 292 } });
  });
  it('leaves out an arrow whose shape is missing, and reads anything but a list as no drawing', () => {
    expect(starterSkeletons([{ type: 'arrow', start: 'a', end: 'b' }], 'en')).toEqual([]);
    expect(starterElementsOf(null)).toEqual([]);
    expect(starterElementsOf({ elements: [] })).toEqual([]);
  });
});
