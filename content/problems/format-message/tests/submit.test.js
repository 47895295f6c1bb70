const INBOX = '{n, plural, =0 {No messages} one {# message} other {# messages}}';

describe('formatMessage', () => {
  test('replaces placeholders', () => {
    expect(formatMessage('Hello, {name}! You are {age}.', { name: 'Ana', age: 30 }, 'en')).toBe('Hello, Ana! You are 30.');
  });

  test('chooses the one branch in English', () => {
    expect(formatMessage(INBOX, { n: 1 }, 'en')).toBe('1 message');
  });

  test('chooses the other branch in English', () => {
    expect(formatMessage(INBOX, { n: 5 }, 'en')).toBe('5 messages');
  });

  test('an exact branch wins', () => {
    expect(formatMessage(INBOX, { n: 0 }, 'en')).toBe('No messages');
  });

  test('Chinese has only the other form', () => {
    expect(formatMessage('{n, plural, one {# 条(单数)} other {# 条消息}}', { n: 1 }, 'zh-CN')).toBe('1 条消息');
  });

  test('numbers in # follow the locale', () => {
    expect(formatMessage('{n, plural, one {# message} other {# messages}}', { n: 1200 }, 'en')).toBe('1,200 messages');
    expect(formatMessage('{n, plural, one {# Nachricht} other {# Nachrichten}}', { n: 1200 }, 'de')).toBe('1.200 Nachrichten');
  });

  test('Arabic uses its own categories', () => {
    const template = '{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(template, { n }, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });

  test('a missing category falls back to other', () => {
    expect(formatMessage('{n, plural, one {single} other {several}}', { n: 3 }, 'ar')).toBe('several');
  });

  test('placeholders inside a chosen branch', () => {
    const template = '{count, plural, one {{name} has # cat} other {{name} has # cats}}';
    expect(formatMessage(template, { count: 2, name: 'Bo' }, 'en')).toBe('Bo has 2 cats');
  });

  test('text around a plural is kept', () => {
    expect(formatMessage('Inbox: ' + INBOX + '.', { n: 2 }, 'en')).toBe('Inbox: 2 messages.');
  });

  test('a missing value throws, naming it', () => {
    expect(() => formatMessage('Hi {name}', {}, 'en')).toThrow('Missing value for "name"');
  });

  test('a value missing only in an unchosen branch is fine', () => {
    expect(formatMessage('{n, plural, one {only {who}} other {# people}}', { n: 4 }, 'en')).toBe('4 people');
  });

  test('a plural without other throws', () => {
    expect(() => formatMessage('{n, plural, one {#}}', { n: 1 }, 'en')).toThrow(Error);
  });

  test('quoted braces are literal', () => {
    expect(formatMessage("Use '{name}' as a placeholder for {name}", { name: 'Ana' }, 'en')).toBe(
      'Use {name} as a placeholder for Ana',
    );
  });

  test('two single quotes print one', () => {
    expect(formatMessage("It''s {name}''s turn", { name: 'Cy' }, 'en')).toBe("It's Cy's turn");
  });

  test('# outside a plural is plain text', () => {
    expect(formatMessage('Ticket #{id}', { id: 42 }, 'en')).toBe('Ticket #42');
  });

  test('values are converted with String', () => {
    expect(formatMessage('{a} {b} {c}', { a: false, b: null, c: 0 }, 'en')).toBe('false null 0');
  });
});
