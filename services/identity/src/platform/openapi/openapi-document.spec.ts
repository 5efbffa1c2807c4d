import { sortKeys } from './openapi-document';

describe(sortKeys.name, () => {
  it('orders object keys at every depth and keeps arrays in order', () => {
    const sut = sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }, 3], c: null } });

    expect(JSON.stringify(sut)).toBe('{"a":{"c":null,"d":[{"y":2,"z":1},3]},"b":1}');
  });
});
