import { bufferPoolWarning } from './buffer-pool-check';

const MiB = 1_048_576;

describe(bufferPoolWarning.name, () => {
  it('says nothing while the searched tables fit in the buffer pool', () => {
    expect(bufferPoolWarning({ bufferPoolBytes: 128 * MiB, searchedTablesBytes: 0 })).toBeNull();
    expect(bufferPoolWarning({ bufferPoolBytes: 128 * MiB, searchedTablesBytes: 128 * MiB })).toBeNull();
  });

  it('names both sizes and the setting once the tables outgrow the pool', () => {
    expect(bufferPoolWarning({ bufferPoolBytes: 128 * MiB, searchedTablesBytes: 2039 * MiB })).toBe(
      "InnoDB's buffer pool (innodb_buffer_pool_size, 128 MiB) is smaller than the users and user search tables (2,039 MiB): " +
        'searches read them from disk and take several times longer. Raise it to hold them (docs/operations.md, Database).',
    );
    expect(bufferPoolWarning({ bufferPoolBytes: 128 * MiB, searchedTablesBytes: 128 * MiB + 1 })).not.toBeNull();
  });
});
