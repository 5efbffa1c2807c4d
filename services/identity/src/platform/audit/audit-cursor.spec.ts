import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

describe('audit cursor', () => {
  it.each([1, 42, 2_147_483_647])('gives back the id %d it was made of', (id) => {
    const cursor = encodeAuditCursor(id);

    expect(decodeAuditCursor(cursor)).toBe(id);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('does not show the id in clear', () => {
    expect(encodeAuditCursor(1234)).not.toContain('1234');
  });

  it.each([
    ['empty', ''],
    ['a plain number', '42'],
    ['not base64url', 'a1.42'],
    ['another prefix', Buffer.from('b1.42').toString('base64url')],
    ['no digits', Buffer.from('a1.').toString('base64url')],
    ['a leading zero', Buffer.from('a1.042').toString('base64url')],
    ['zero', Buffer.from('a1.0').toString('base64url')],
    ['a negative id', Buffer.from('a1.-5').toString('base64url')],
    ['a fraction', Buffer.from('a1.4.5').toString('base64url')],
    ['beyond a 32-bit id', Buffer.from('a1.2147483648').toString('base64url')],
    ['trailing text', Buffer.from('a1.42 OR 1=1').toString('base64url')],
    ['padding', `${encodeAuditCursor(42)}=`],
    ['too long', 'A'.repeat(33)],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeAuditCursor(cursor)).toBeNull();
  });

  it('refuses a cursor whose last character carries extra bits', () => {
    const cursor = encodeAuditCursor(42);
    const last = cursor.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const tampered = cursor.slice(0, -1) + alphabet[(alphabet.indexOf(last) + 1) % 64];

    expect(decodeAuditCursor(tampered)).toBeNull();
  });
});
