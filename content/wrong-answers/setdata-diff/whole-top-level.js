// Wrong: compares with JSON and sends every changed top-level key whole (correct, but not minimal).
function diffSetData(oldData, newData) {
  const patch = {};
  for (const key of Object.keys(newData)) {
    if (JSON.stringify(oldData[key]) !== JSON.stringify(newData[key])) patch[key] = newData[key];
  }
  for (const key of Object.keys(oldData)) if (!(key in newData)) patch[key] = null;
  return patch;
}
