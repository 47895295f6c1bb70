describe('renderTemplate', () => {
  const data = {
    user: { name: 'Ada', tags: ['admin', 'beta'] },
    order: { id: 1042, total: 0, paid: false, note: null },
    bio: '<script>alert("hi")</script>',
  };

  test('replaces placeholders with and without spaces', () => {
    expect(renderTemplate('Hi {{ user.name }}, order #{{order.id}}.', data)).toBe('Hi Ada, order #1042.');
    expect(renderTemplate('[{{   user.name\t}}]', data)).toBe('[Ada]');
  });

  test('follows nested paths and array indexes', () => {
    expect(renderTemplate('{{ user.tags.0 }}/{{ user.tags.1 }} of {{ user.tags.length }}', data)).toBe('admin/beta of 2');
  });

  test('renders missing and null values as an empty string', () => {
    expect(renderTemplate('[{{ order.note }}][{{ user.age }}][{{ missing.deep.path }}]', data)).toBe('[][][]');
  });

  test('renders 0 and false, not an empty string', () => {
    expect(renderTemplate('total={{ order.total }} paid={{ order.paid }}', data)).toBe('total=0 paid=false');
  });

  test('HTML-escapes inserted values but not the template', () => {
    expect(renderTemplate('<p>{{ bio }}</p>', data)).toBe('<p>&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</p>');
  });

  test('writes \\{{ as a literal {{', () => {
    expect(renderTemplate('Write \\{{ user.name }} to get {{ user.name }}', data)).toBe('Write {{ user.name }} to get Ada');
  });
});
