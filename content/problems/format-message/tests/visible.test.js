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
});
