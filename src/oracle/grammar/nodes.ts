/** Reading ohm's nodes in semantic actions: the value of a node, of an optional or listed one. */
import type * as ohm from 'ohm-js';

/** A sentence the grammar read but whose words can't be made sense of (a pronoun with no antecedent). */
export class ReadingProblem extends Error {}

export type N = ohm.Node;
export const ast = <T>(node: N): T => node['ast']() as T;
/** An optional node (x?): its value, or undefined. */
export const opt = <T>(node: N): T | undefined => (node.children.length ? (node.children[0]!['ast']() as T) : undefined);
export const list = <T>(node: N): T[] => node.asIteration().children.map((child) => child['ast']() as T);
export const present = (node: N): boolean => node.children.length > 0 || node.sourceString.length > 0;
