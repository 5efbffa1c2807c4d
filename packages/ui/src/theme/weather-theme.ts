import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';

/**
 * The weather brand ramp: sky blues from night (10) to a pale morning sky (160).
 * Fluent derives every brand token (buttons, links, focus) from these sixteen shades.
 */
export const weatherBrand: BrandVariants = {
  10: '#020305',
  20: '#0E1A2A',
  30: '#102A48',
  40: '#0F3761',
  50: '#0B447A',
  60: '#065195',
  70: '#005FAF',
  80: '#0A6CC4',
  90: '#2B7ACB',
  100: '#4288D2',
  110: '#5696D8',
  120: '#6AA4DE',
  130: '#7EB2E4',
  140: '#93C0EA',
  150: '#A8CEF0',
  160: '#BEDCF5',
};

export const weatherTheme: Theme = createLightTheme(weatherBrand);
