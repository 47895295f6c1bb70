// Wrong: visits holes as undefined and returns undefined for an empty array instead of throwing.
Array.prototype.myReduce = function (callback, ...rest) {
  let index = 0;
  let acc = rest[0];
  if (rest.length === 0) {
    acc = this[0];
    index = 1;
  }
  for (; index < this.length; index++) acc = callback(acc, this[index], index, this);
  return acc;
};
