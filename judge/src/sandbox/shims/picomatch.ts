// `picomatch` for jest-message-util in the sandbox: no test-path patterns are configured, so
// nothing matches (see stack-utils.ts).
export default () => () => false;
