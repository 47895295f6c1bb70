// Wrong: treats everything before the first dash as the group ("text-lg" and "text-red-500"
// collide; "px" and "p" are different groups so p-2 never clears px-4) and ignores variants.
function twMerge(...lists) {
  const byGroup = new Map();
  for (const name of lists.join(' ').split(/\s+/).filter(Boolean)) {
    const utility = name.slice(name.lastIndexOf(':') + 1);
    const group = utility.includes('-') ? utility.split('-')[0] : utility;
    byGroup.delete(group);
    byGroup.set(group, name);
  }
  return [...byGroup.values()].join(' ');
}
