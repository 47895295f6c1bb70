// One day's block of the contribution graph (through the library's renderBlock): the
// library's <rect> with data-date, and outlined when it is the keyboard's selected day.
// The selected day arrives by context, so moving it re-renders these small blocks only, not
// the whole calendar with its 365 hover tooltips (that made each key press lag).
import { type SVGProps, cloneElement, createContext, useContext } from 'react';
import type { BlockElement } from 'react-activity-calendar';

/** The selected day (YYYY-MM-DD) or null. */
export const SelectedDay = createContext<string | null>(null);

/** the block's props with the data attributes added here (JSX allows them; cloneElement's types do not) */
type BlockProps = BlockElement['props'] & { 'data-date'?: string; 'data-selected'?: 'true' };

interface Props extends SVGProps<SVGRectElement> {
  block: BlockElement;
  date: string;
  /** the selected outline's colour */
  outline: string;
}

/**
 * `rest` is what the library's tooltip gives its trigger (ref, hover handlers): it must reach
 * the <rect>, or hovering would no longer open the tooltip.
 */
export function SelectableBlock({ block, date, outline, ...rest }: Props) {
  const selected = useContext(SelectedDay) === date;
  return cloneElement<BlockProps>(block, {
    ...(rest as Partial<BlockProps>),
    'data-date': date,
    ...(selected && {
      'data-selected': 'true',
      style: { ...block.props.style, stroke: outline, strokeWidth: 2 },
    }),
  });
}
