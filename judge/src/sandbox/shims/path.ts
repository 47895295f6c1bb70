// The few `path` functions jest-message-util calls while formatting stack traces.
export const sep = '/';
export const delimiter = ':';
export const isAbsolute = (p: string) => p.startsWith('/');
export const basename = (p: string) => p.slice(p.lastIndexOf('/') + 1);
export const dirname = (p: string) => {
  const i = p.lastIndexOf('/');
  return i <= 0 ? (i === 0 ? '/' : '.') : p.slice(0, i);
};
export const extname = (p: string) => {
  const b = basename(p);
  const i = b.lastIndexOf('.');
  return i <= 0 ? '' : b.slice(i);
};
export const join = (...parts: string[]) => parts.filter(Boolean).join('/').replace(/\/+/g, '/');
export const resolve = (...parts: string[]) => join('/', ...parts);
export const relative = (from: string, to: string) => (to.startsWith(`${from}/`) ? to.slice(from.length + 1) : to);
export const normalize = (p: string) => p.replace(/\/+/g, '/');
export const posix = { sep, delimiter, isAbsolute, basename, dirname, extname, join, resolve, relative, normalize };
export default posix;
