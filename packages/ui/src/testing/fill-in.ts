import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole value into an empty field at once, as a paste or the browser's autofill does: for
 * the fill steps of tests whose subject is not the typing. A key-by-key `user.type` renders the
 * form once per character, which made the sign-up specs the slowest of the suite.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
