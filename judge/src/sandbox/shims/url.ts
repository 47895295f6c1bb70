// `url` as jest-message-util uses it: only file URLs, only their path.
export const fileURLToPath = (url: string | { href: string }) =>
  (typeof url === 'string' ? url : url.href).replace(/^file:\/\//, '');
export const pathToFileURL = (path: string) => ({ href: `file://${path}` });
export default { fileURLToPath, pathToFileURL };
