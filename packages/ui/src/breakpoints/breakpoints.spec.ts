import { breakpoints, mediaDown, mediaUp } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec values', () => {
    expect(breakpoints).toEqual({ xs: 400, sm: 800, md: 1024, lg: 1366, xl: 1600 });
  });

  it('build min-width queries from a breakpoint', () => {
    expect(mediaUp('sm')).toBe('@media (min-width: 800px)');
    expect(mediaUp('xl')).toBe('@media (min-width: 1600px)');
  });

  it('build max-width queries that stop one pixel below the breakpoint', () => {
    expect(mediaDown('xs')).toBe('@media (max-width: 399px)');
    expect(mediaDown('md')).toBe('@media (max-width: 1023px)');
  });
});
