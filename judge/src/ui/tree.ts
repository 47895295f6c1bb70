// A UI run's input: a framework and its file tree (the workbench's FileNode[]: {id (the path),
// name, isFile, code, children}), checked with the learner's messages, flattened to path → code;
// where the app starts and how imports resolve are the preview's rules (preview-runtime/src).
import { z } from 'zod';
import { badInput } from '../errors';

import type { Framework } from '../../../preview-runtime/src/tree-resolution';
import { judgeMessage, zodMessage } from '../message';

export { ENTRY_PATTERNS, type Framework, findEntry, resolveInTree } from '../../../preview-runtime/src/tree-resolution';

export const FRAMEWORKS: readonly Framework[] = ['React', 'Vue', 'VanillaJS'];

export const MAX_UI_FILES = 100;
export const MAX_UI_BYTES = 512 * 1024;

export const frameworkSchema = z
  .string({ error: zodMessage('judge.frameworkRequired') })
  .refine((f): f is Framework => (FRAMEWORKS as readonly string[]).includes(f), {
    error: (issue) => zodMessage('judge.unsupportedFramework', { framework: String(issue.input).slice(0, 40) }),
  });

const PATH = /^(?!\/)(?!.*(^|\/)\.{1,2}(\/|$))[^\\\0]{1,200}$/;

interface FileNodeInput {
  id?: unknown;
  name?: unknown;
  isFile?: unknown;
  code?: unknown;
  children?: unknown;
}

/** path → code of a FileNode[] tree; 400 with the learner's message when it is not one */
export function flattenFiles(tree: unknown): Map<string, string> {
  const files = new Map<string, string>();
  let bytes = 0;
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes)) throw badInput(judgeMessage('judge.filesList'), { field: 'files' });
    if (depth > 16) throw badInput(judgeMessage('judge.filesDeep'), { field: 'files' });
    for (const raw of nodes as FileNodeInput[]) {
      if (!raw || typeof raw !== 'object' || typeof raw.id !== 'string' || typeof raw.isFile !== 'boolean') {
        throw badInput(judgeMessage('judge.fileNode'), { field: 'files' });
      }
      if (!PATH.test(raw.id))
        throw badInput(judgeMessage('judge.filePath', { path: raw.id.slice(0, 80) }), { field: 'files' });
      if (!raw.isFile) {
        walk(raw.children ?? [], depth + 1);
        continue;
      }
      const code = raw.code ?? '';
      if (typeof code !== 'string')
        throw badInput(judgeMessage('judge.fileCodeText', { path: raw.id }), { field: 'files' });
      bytes += Buffer.byteLength(code, 'utf8');
      files.set(raw.id, code);
    }
  };
  walk(tree, 0);
  if (files.size > MAX_UI_FILES)
    throw badInput(judgeMessage('judge.tooManyFiles', { max: MAX_UI_FILES }), { field: 'files' });
  if (bytes > MAX_UI_BYTES) throw badInput(judgeMessage('judge.filesTooLarge'), { field: 'files' });
  if (files.size === 0) throw badInput(judgeMessage('judge.noFiles'), { field: 'files' });
  return files;
}

/** the FileNode[] of `framework` out of what a client sent: the tree itself, or trees keyed by framework */
export function treeOf(fileTrees: unknown, framework: string): unknown {
  if (Array.isArray(fileTrees)) return fileTrees;
  if (fileTrees && typeof fileTrees === 'object') return (fileTrees as Record<string, unknown>)[framework];
  return undefined;
}
