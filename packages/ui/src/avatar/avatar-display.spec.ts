import { avatarImageUrl, avatarInitial, displayName } from './avatar-display';

describe(avatarInitial.name, () => {
  it('takes the first letter of the first name', () => {
    expect(avatarInitial({ first_name: 'ada', email: 'x@example.com' })).toBe('A');
  });

  it('falls back to the email when there is no first name', () => {
    expect(avatarInitial({ first_name: '  ', email: 'zoe@example.com' })).toBe('Z');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(avatarInitial({ first_name: '𝒜da', email: 'x@example.com' })).toBe('𝒜');
  });
});

describe(displayName.name, () => {
  it('joins first and last name, else uses the email', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@e.com' })).toBe('Ada Lovelace');
    expect(displayName({ first_name: '', last_name: '', email: 'a@e.com' })).toBe('a@e.com');
  });
});

describe(avatarImageUrl.name, () => {
  it('resolves the API path against the API address', () => {
    expect(avatarImageUrl('/v1/users/me/avatar?t=1', 'http://api.test:3000')).toBe('http://api.test:3000/v1/users/me/avatar?t=1');
  });

  it('resolves against the page when the API is same-origin', () => {
    expect(avatarImageUrl('/v1/users/me/avatar', '/')).toBe(`${window.location.origin}/v1/users/me/avatar`);
  });

  it('gives nothing without an avatar', () => {
    expect(avatarImageUrl(null, 'http://api.test')).toBeUndefined();
  });
});
