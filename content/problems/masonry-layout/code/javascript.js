/**
 * @param {number[]} heights the height of every item, in order
 * @param {{ columns: number, columnWidth: number, gap?: number }} options
 * @returns {{ positions: { x: number, y: number, column: number }[], height: number }}
 */
function masonryLayout(heights, { columns, columnWidth, gap = 0 }) {
  // TODO: implement
}
