type VNode = string | { type: string; props?: Record<string, unknown>; children?: VNode[] };

type Patch =
  | { type: 'replace'; path: number[]; node: VNode }
  | { type: 'text'; path: number[]; value: string }
  | { type: 'props'; path: number[]; set: Record<string, unknown>; remove: string[] }
  | { type: 'create'; path: number[]; index: number; node: VNode }
  | { type: 'remove'; path: number[]; index: number }
  | { type: 'move'; path: number[]; from: number; to: number };

/** Compares two virtual DOM trees and returns the patches that turn `oldTree` into `newTree`. */
function diff(oldTree: VNode, newTree: VNode): Patch[] {
  // TODO: implement
  throw new Error('Not implemented');
}
