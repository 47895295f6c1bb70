// A file's extension, lower-case, without the dot ('' when none). Its own module: the editor
// needs it too, and importing it from transform.ts brought sucrase (for the preview frame only)
// into the workbench's chunk.
export const extensionOf = (path: string) => /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
