// What the harness's Jest packages ask of the terminal and of CI detection, answered for a
// sandbox without either: no colour support (supports-color), not in CI (ci-info), and no
// code frames (@babel/code-frame; the sandbox cannot read source files anyway).
export const stdout = false;
export const stderr = false;
export const isCI = false;
export const codeFrameColumns = () => '';
export const highlight = (code: string) => code;
export default { stdout, stderr, isCI, codeFrameColumns, highlight };
