import { connectionsForRate } from './load';

describe('connectionsForRate', () => {
  it('gives each connection about 40 requests a second', () => {
    expect(connectionsForRate(400, 64)).toBe(10);
    expect(connectionsForRate(401, 64)).toBe(11);
  });

  it('keeps at least 8 connections for a low rate', () => {
    expect(connectionsForRate(59, 16)).toBe(8);
  });

  it('never puts more in flight than the peak had', () => {
    // 70% of a 22,000/s peak found with 16 connections: 385 connections by the share, 16 by the peak.
    expect(connectionsForRate(15_400, 16)).toBe(16);
    expect(connectionsForRate(100, 2)).toBe(2);
  });
});
