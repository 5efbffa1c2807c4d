import { buildFoundUser, FakeAdminTransport } from '../testing/fake-admin-transport';
import { UserSearchStore } from './UserSearchStore';

/** n users whose last name starts with "Hopper", ids from `first`. */
function hoppers(count: number, first = 1) {
  return Array.from({ length: count }, (_, index) => buildFoundUser({ id: first + index }));
}

/** Past the debounce, and the fake service's answer (one timer tick later) has arrived. */
const searched = () => jest.advanceTimersByTimeAsync(101);

/** A call to the fake service, answered on the next tick of jest's clock. */
async function answered<T>(call: Promise<T>): Promise<T> {
  await jest.advanceTimersByTimeAsync(1);
  return call;
}

describe(UserSearchStore.name, () => {
  // The debounce and the fake service run on jest's clock: a loaded machine cannot skew them.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches 100 ms after the last keystroke, once, for the whole text', async () => {
    const transport = new FakeAdminTransport();
    transport.users = hoppers(3);
    const sut = new UserSearchStore(transport);

    sut.setText('h');
    jest.advanceTimersByTime(60);
    sut.setText('ho');
    jest.advanceTimersByTime(60);
    sut.setText('hop');
    jest.advanceTimersByTime(99);
    expect(transport.calls).toEqual([]);
    expect(sut.noUsersFound).toBe(false);
    jest.advanceTimersByTime(1);
    expect(transport.calls).toEqual(['search hop 0']);
    await jest.advanceTimersByTimeAsync(1);

    expect(sut.users.map((user) => user.id)).toEqual([1, 2, 3]);
    expect(sut.hasMore).toBe(false);
  });

  it('pages by 20 and appends each user once when Load more meets users shifted by an insert', async () => {
    const transport = new FakeAdminTransport();
    transport.users = hoppers(45, 100);
    const sut = new UserSearchStore(transport);

    sut.setText('hopper');
    await searched();
    expect(sut.users).toHaveLength(20);
    expect([sut.total, sut.nextOffset, sut.hasMore]).toEqual([45, 20, true]);

    // Two users join at the front: the second page starts two users earlier than before.
    transport.insertBeforeNextPage = [buildFoundUser({ id: 1 }), buildFoundUser({ id: 2 })];
    await answered(sut.loadMore());
    expect(transport.calls).toEqual(['search hopper 0', 'search hopper 20']);
    expect(sut.users).toHaveLength(38);
    expect(new Set(sut.users.map((user) => user.id)).size).toBe(38);
    expect([sut.total, sut.nextOffset]).toEqual([47, 40]);

    await answered(sut.loadMore());
    expect(sut.users).toHaveLength(45);
    expect(new Set(sut.users.map((user) => user.id)).size).toBe(45);
    expect(sut.hasMore).toBe(false);
    await answered(sut.loadMore());
    expect(transport.calls).toHaveLength(3);
  });

  it('says No users found only after an answer with none, and clears on a blank box', async () => {
    const transport = new FakeAdminTransport();
    transport.users = hoppers(2);
    const sut = new UserSearchStore(transport);

    sut.setText('nobody');
    expect(sut.noUsersFound).toBe(false);
    await searched();
    expect(sut.noUsersFound).toBe(true);

    sut.setText('   ');
    expect([sut.noUsersFound, sut.isSearching, sut.users.length]).toEqual([false, false, 0]);
    await searched();
    expect(transport.calls).toEqual(['search nobody 0']);
  });

  it('never lets the answer of an older text replace a newer one', async () => {
    const transport = new FakeAdminTransport();
    transport.users = [
      buildFoundUser({ id: 1, first_name: 'Ada', email: 'ada@example.com' }),
      buildFoundUser({ id: 2, first_name: 'Grace', email: 'grace@example.com' }),
    ];
    const sut = new UserSearchStore(transport);

    sut.setText('ada');
    jest.advanceTimersByTime(100);
    expect(transport.calls).toEqual(['search ada 0']);
    // The answer for "ada" is still on its way when the text changes.
    sut.setText('grace');
    await searched();

    expect(sut.users.map((user) => user.first_name)).toEqual(['Grace']);
  });

  it('impersonates the chosen user by id and uuid', async () => {
    const transport = new FakeAdminTransport();
    transport.users = hoppers(2);
    const sut = new UserSearchStore(transport);
    sut.setText('hopper');
    await searched();

    sut.select(2);
    const result = await answered(sut.impersonate());

    expect(result.ok).toBe(true);
    expect(transport.calls).toContain('impersonate 2 uuid-2');
    sut.setText('hopper2');
    expect(sut.selected).toBeNull();
  });
});
