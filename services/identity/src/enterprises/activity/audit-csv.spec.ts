import { csvField, csvLine } from './audit-csv';

describe('audit CSV', () => {
  it.each([
    ['plain text', 'LOGIN_SUCCEEDED', 'LOGIN_SUCCEEDED'],
    ['a number', 42, '42'],
    ['a negative number', -3, '-3'],
    ['null', null, ''],
    ['a comma', 'Lovelace, Ada', '"Lovelace, Ada"'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return inside', 'one\rtwo', '"one\rtwo"'],
    ['an equals sign first', '=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ['a plus first', '+1 555', "'+1 555"],
    ['a minus first', '-2+3', "'-2+3"],
    ['an at sign first', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab first', '\t=1', "'\t=1"],
    ['a carriage return first', '\r=1', '"\'\r=1"'],
    ['an equals sign later', 'a=b', 'a=b'],
  ])('writes %s safely', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', null, 3, 'b,c'])).toBe('a,,3,"b,c"\r\n');
  });
});
