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

  test('the later of two same-group classes wins', () => {
    expect(twMerge('bg-red-500 bg-blue-500')).toBe('bg-blue-500');
    expect(twMerge('block', 'flex')).toBe('flex');
  });

  test('margins work like paddings', () => {
    expect(twMerge('mt-2 mb-4 mx-1', 'my-3')).toBe('mx-1 my-3');
    expect(twMerge('mx-1', 'm-0')).toBe('m-0');
  });

  test('padding and margin do not conflict', () => {
    expect(twMerge('p-2', 'm-2')).toBe('p-2 m-2');
  });

  test('px does not cover py or pt', () => {
    expect(twMerge('py-2 pt-1', 'px-4')).toBe('py-2 pt-1 px-4');
  });

  test('py covers pt and pb but not pl', () => {
    expect(twMerge('pt-1 pb-1 pl-1', 'py-3')).toBe('pl-1 py-3');
  });

  test('arbitrary values belong to their group', () => {
    expect(twMerge('p-4', 'p-[3px]')).toBe('p-[3px]');
    expect(twMerge('bg-white', 'bg-[#123456]')).toBe('bg-[#123456]');
    expect(twMerge('text-gray-700', 'text-[#ff0000]')).toBe('text-[#ff0000]');
  });

  test('stacked variants must match exactly', () => {
    expect(twMerge('md:hover:p-2 hover:p-3', 'md:hover:p-4')).toBe('hover:p-3 md:hover:p-4');
    expect(twMerge('md:p-2', 'p-4')).toBe('md:p-2 p-4');
  });

  test('hidden is a display value', () => {
    expect(twMerge('flex items-center', 'hidden')).toBe('items-center hidden');
  });

  test('text-black and text-white are colours', () => {
    expect(twMerge('text-white text-xl', 'text-black')).toBe('text-xl text-black');
  });

  test('larger font sizes', () => {
    expect(twMerge('text-2xl', 'text-base')).toBe('text-base');
    expect(twMerge('text-9xl text-sm')).toBe('text-sm');
  });

  test('several strings and extra spaces', () => {
    expect(twMerge('  p-1   m-1 ', '', 'p-2  ')).toBe('m-1 p-2');
  });

  test('a repeated class keeps the last position', () => {
    expect(twMerge('rounded shadow rounded')).toBe('shadow rounded');
  });

  test('an empty call is an empty string', () => {
    expect(twMerge()).toBe('');
  });
});
