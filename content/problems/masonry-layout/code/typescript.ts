interface MasonryOptions {
  columns: number;
  columnWidth: number;
  /** space between columns and between items of a column (default 0) */
  gap?: number;
}

interface MasonryPosition {
  x: number;
  y: number;
  column: number;
}

function masonryLayout(
  heights: number[],
  { columns, columnWidth, gap = 0 }: MasonryOptions,
): { positions: MasonryPosition[]; height: number } {
  // TODO: implement
  throw new Error('Not implemented');
}
