describe('convertCase', () => {
  test('snake_case and kebab-case to camelCase', () => {
    expect(convertCase('created_at', 'camel')).toBe('createdAt');
    expect(convertCase('background-color', 'camel')).toBe('backgroundColor');
  });

  test('camelCase to snake_case and kebab-case', () => {
    expect(convertCase('userId', 'snake')).toBe('user_id');
    expect(convertCase('maxRetryCount', 'kebab')).toBe('max-retry-count');
  });

  test('PascalCase input', () => {
    expect(convertCase('UserProfileCard', 'kebab')).toBe('user-profile-card');
    expect(convertCase('UserProfileCard', 'camel')).toBe('userProfileCard');
  });

  test('keeps an acronym together as one word', () => {
    expect(convertCase('XMLHttpRequest', 'snake')).toBe('xml_http_request');
    expect(convertCase('parseHTML', 'kebab')).toBe('parse-html');
    expect(convertCase('XML_HTTP_REQUEST', 'camel')).toBe('xmlHttpRequest');
  });

  test('keeps digits in the word they touch', () => {
    expect(convertCase('base64Encode', 'snake')).toBe('base64_encode');
    expect(convertCase('getHTML5Video', 'kebab')).toBe('get-html5-video');
  });

  test('collapses repeated separators and drops them at the ends', () => {
    expect(convertCase('  --max__retry-count ', 'camel')).toBe('maxRetryCount');
    expect(convertCase('__init__', 'snake')).toBe('init');
    expect(convertCase('', 'snake')).toBe('');
  });
});
