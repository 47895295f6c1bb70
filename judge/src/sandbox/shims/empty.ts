// Node modules the harness dependencies may name but never need inside the sandbox
// (file reads for code frames, terminal detection): every call fails softly.
const unavailable = () => {
  throw new Error('not available in the judge sandbox');
};
export const readFileSync = unavailable;
export const existsSync = () => false;
export const isatty = () => false;
export const platform = () => 'linux';
export const EOL = '\n';
export default { readFileSync, existsSync, isatty, platform, EOL };
