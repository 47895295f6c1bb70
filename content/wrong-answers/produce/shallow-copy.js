// Wrong: copies only the root, so a nested change mutates the base; it also never returns the base
// itself when nothing changed.
function produce(base, recipe) {
  const draft = Array.isArray(base) ? [...base] : { ...base };
  const returned = recipe(draft);
  return returned === undefined ? draft : returned;
}
