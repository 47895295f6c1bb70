// Wrong: treats an explicit undefined initial value as "no initial value", and ignores holes.
Array.prototype.myReduce = function (callback, initialValue) {
  let index = 0;
  let acc = initialValue;
  if (acc === undefined) {
    if (this.length === 0) throw new TypeError('Reduce of empty array with no initial value');
    acc = this[0];
    index = 1;
  }
  for (; index < this.length; index++) acc = callback(acc, this[index], index, this);
  return acc;
};
