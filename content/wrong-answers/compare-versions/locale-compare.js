// Wrong: the clever one-liner. Numeric collation gets '1.2' < '1.10' right, but '1.10' and
// '1.10.0' are not equal, a pre-release sorts after its release ('1.0.0-rc.1' > '1.0.0'), build
// metadata is compared, and nothing is validated.
function compareVersions(a, b) {
  return Math.sign(a.localeCompare(b, undefined, { numeric: true }));
}
