// Wrong: builds each group by spreading, copying the accumulator on every element (quadratic), and
// passes the fractional size straight to the modulo test.
function chunk(array, size = 1) {
  if (size < 1) return [];
  return array.reduce((groups, item, index) => {
    if (index % size === 0) return [...groups, [item]];
    const last = groups[groups.length - 1];
    return [...groups.slice(0, -1), [...last, item]];
  }, []);
}
