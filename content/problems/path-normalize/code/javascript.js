/** Collapses slashes, '.' and '..' like path.posix.normalize. */
function normalize(path) {
  // TODO: implement
}

/** Joins the non-empty arguments with '/' and normalizes the result. */
function join(...paths) {
  // TODO: implement
}

/** The relative path from `from` to `to` (relative arguments start at '/'). */
function relative(from, to) {
  // TODO: implement
}
