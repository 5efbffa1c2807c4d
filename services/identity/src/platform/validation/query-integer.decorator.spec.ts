import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MAX_QUERY_INTEGER, QueryInteger } from './query-integer.decorator';

class Page {
  @QueryInteger({ min: 0 })
  offset!: number;
}

function read(offset: string): number | string[] {
  const page = plainToInstance(Page, { offset });
  const errors = validateSync(page);
  return errors.length === 0 ? page.offset : errors.flatMap((error) => Object.keys(error.constraints ?? {}));
}

describe(QueryInteger.name, () => {
  it('reads plain decimal digits within the bounds', () => {
    expect(read('0')).toBe(0);
    expect(read('20')).toBe(20);
    expect(read(String(MAX_QUERY_INTEGER))).toBe(MAX_QUERY_INTEGER);
  });

  it.each(['99999999999999999999', String(MAX_QUERY_INTEGER + 1), '-1', '1.5', '1e3', '0x10', '', ' 5', 'abc'])('refuses %j', (value) => {
    expect(read(value)).not.toEqual(expect.any(Number));
  });
});
