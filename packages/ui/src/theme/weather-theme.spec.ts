import { weatherBrand, weatherTheme } from './weather-theme';

describe('weatherTheme', () => {
  it('takes its brand colours from the weather ramp', () => {
    expect(weatherTheme.colorBrandBackground).toBe(weatherBrand[80]);
    expect(weatherTheme.colorBrandForegroundLink).toBe(weatherBrand[70]);
  });

  it('keeps a light neutral background', () => {
    expect(weatherTheme.colorNeutralBackground1).toBe('#ffffff');
  });
});
