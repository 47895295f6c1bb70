// Wrong: the one-liner. It only handles flat values: a nested object becomes
// '%5Bobject%20Object%5D', an array 'x%2Cy', undefined and null are written as text, and sorting
// and the ? prefix are ignored.
function stringifyQuery(params) {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
