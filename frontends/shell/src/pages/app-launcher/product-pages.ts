import type { SiteApplicationTheme } from '@weather/validation';

/**
 * "Learn more" on a card the person's account does not include opens the product page of the
 * card's theme (SPEC §4). The themes mark the product lines, so the page follows the theme.
 */
export const PRODUCT_PAGES: Readonly<Record<SiteApplicationTheme, string>> = {
  primary: 'https://www.weather.example.com/products/professional',
  'primary-alt': 'https://www.weather.example.com/products/business',
  yellow: 'https://www.weather.example.com/products/alerts',
  white: 'https://www.weather.example.com/products',
};

export function productPageOf(theme: SiteApplicationTheme): string {
  return PRODUCT_PAGES[theme] ?? PRODUCT_PAGES.white;
}
