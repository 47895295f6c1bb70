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

  test.each([
    ['user_id', 'camel', 'userId'],
    ['user_id', 'kebab', 'user-id'],
    ['user_id', 'snake', 'user_id'],
    ['user-id', 'snake', 'user_id'],
    ['userId', 'camel', 'userId'],
    ['USER_ID', 'snake', 'user_id'],
    ['USER_ID', 'camel', 'userId'],
    ['Content-Type', 'snake', 'content_type'],
    ['ID', 'camel', 'id'],
    ['a', 'camel', 'a'],
    ['A', 'kebab', 'a'],
    ['word', 'snake', 'word'],
  ])('%s to %s is %s', (text, target, expected) => {
    expect(convertCase(text, target)).toBe(expected);
  });

  test('splits acronyms at the start, middle and end of a word', () => {
    expect(convertCase('HTMLParser', 'snake')).toBe('html_parser');
    expect(convertCase('loadXMLDocument', 'snake')).toBe('load_xml_document');
    expect(convertCase('userID', 'kebab')).toBe('user-id');
    expect(convertCase('userIDs', 'snake')).toBe('user_i_ds');
    expect(convertCase('iPhone', 'snake')).toBe('i_phone');
    expect(convertCase('aBC', 'snake')).toBe('a_bc');
    expect(convertCase('ABCDef', 'kebab')).toBe('abc-def');
  });

  test('lowercases every word and capitalizes only the first character in camelCase', () => {
    expect(convertCase('parse_HTML', 'camel')).toBe('parseHtml');
    expect(convertCase('XMLHttpRequest', 'camel')).toBe('xmlHttpRequest');
    expect(convertCase('get-URL-For-ID', 'camel')).toBe('getUrlForId');
    expect(convertCase('a_b_c', 'camel')).toBe('aBC');
    expect(convertCase('LOUD-WORDS here', 'camel')).toBe('loudWordsHere');
  });

  test('handles digits before and after letters', () => {
    expect(convertCase('ES2015Modules', 'snake')).toBe('es2015_modules');
    expect(convertCase('md5Hash', 'kebab')).toBe('md5-hash');
    expect(convertCase('version_2_beta', 'camel')).toBe('version2Beta');
    expect(convertCase('user_id_2', 'camel')).toBe('userId2');
    expect(convertCase('v2API', 'snake')).toBe('v2_api');
    expect(convertCase('2fa_code', 'camel')).toBe('2faCode');
    expect(convertCase('h1Title', 'kebab')).toBe('h1-title');
  });

  test('accepts mixed styles and whitespace as separators', () => {
    expect(convertCase('user_profile-cardTitle', 'snake')).toBe('user_profile_card_title');
    expect(convertCase('hello world\tagain', 'kebab')).toBe('hello-world-again');
    expect(convertCase('_-_ leadingAndTrailing -_-', 'snake')).toBe('leading_and_trailing');
    expect(convertCase('some-_-mixed___Case', 'camel')).toBe('someMixedCase');
  });

  test('returns an empty string when there are no words', () => {
    expect(convertCase('', 'camel')).toBe('');
    expect(convertCase('___', 'camel')).toBe('');
    expect(convertCase(' - _ ', 'kebab')).toBe('');
  });

  test('throws a TypeError for an unknown target', () => {
    expect(() => convertCase('user_id', 'pascal')).toThrow(TypeError);
    expect(() => convertCase('user_id', 'CAMEL')).toThrow(TypeError);
    expect(() => convertCase('user_id')).toThrow(TypeError);
    expect(convertCase('user_id', 'kebab')).toBe('user-id');
  });

  test('converts long identifiers quickly', () => {
    const text = 'someHTTPRequest_value-'.repeat(20000);
    const started = Date.now();
    const result = convertCase(text, 'kebab');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toBe(Array(20000).fill('some-http-request-value').join('-'));
  });
});
