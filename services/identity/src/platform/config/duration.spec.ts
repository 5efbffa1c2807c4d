import { parseDurationSeconds } from './duration';

describe(parseDurationSeconds.name, () => {
  it.each([
    ['900', 900],
    ['90s', 90],
    ['15m', 900],
    ['8h', 28800],
    ['7d', 604800],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(['', '0', '-5', '1.5h', '10w', 'h'])('refuses %j', (text) => {
    expect(parseDurationSeconds(text)).toBeNull();
  });
});
