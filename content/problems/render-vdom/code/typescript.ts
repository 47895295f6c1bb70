type Child = VNode | string | number | null | undefined | boolean | Child[];

interface VNode {
  type: string | ((props: Record<string, unknown>) => Child);
  props: Record<string, unknown>;
  children: Child[];
}

/** A virtual node with children flattened and null/booleans dropped. */
function h(type: VNode['type'], props: Record<string, unknown> | null, ...children: Child[]): VNode {
  // TODO: implement
  throw new Error('Not implemented');
}

/** The HTML of a virtual node, text and attribute values escaped. */
function renderToString(node: Child): string {
  // TODO: implement
  throw new Error('Not implemented');
}
