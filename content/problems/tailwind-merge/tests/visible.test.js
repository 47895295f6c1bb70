describe('twMerge', () => {
  test('a shorthand overrides the sides before it', () => {
    expect(twMerge('px-4 py-2 bg-blue-500', 'p-2')).toBe('bg-blue-500 p-2');
  });

  test('a side after a shorthand keeps both', () => {
    expect(twMerge('p-4', 'px-2')).toBe('p-4 px-2');
  });

  test('font size and text colour are different groups', () => {
    expect(twMerge('text-sm text-gray-700', 'text-lg')).toBe('text-gray-700 text-lg');
  });

  test('variants conflict only with the same variant', () => {
    expect(twMerge('hover:bg-red-500 bg-white', 'hover:bg-green-500')).toBe('bg-white hover:bg-green-500');
  });

  test('unrelated classes are kept in order', () => {
    expect(twMerge('rounded shadow', 'font-bold')).toBe('rounded shadow font-bold');
  });
});
