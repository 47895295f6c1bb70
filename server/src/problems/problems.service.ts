// Rules of problem identifiers. (The viewer's status of a problem lives in progress/.)
export const PROBLEM_LINK_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}$/;
