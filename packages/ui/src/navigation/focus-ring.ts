import type { GriffelStyle } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/**
 * A visible keyboard focus ring for a link or button the portal styles itself (WCAG 2.4.7, issue 31
 * #4): Fluent's focus colour and width, drawn as an outline so that an icon-only link, which has no
 * text to underline, shows it too. Fluent marks keyboard focus with data-fui-focus-visible; the
 * :focus-visible rule covers a page outside Fluent's focus management.
 */
const ring: GriffelStyle = {
  outlineStyle: 'solid',
  outlineWidth: tokens.strokeWidthThick,
  outlineColor: tokens.colorStrokeFocus2,
  outlineOffset: tokens.strokeWidthThin,
  borderRadius: tokens.borderRadiusMedium,
};

export const visibleFocusRing: GriffelStyle = {
  ':focus-visible': ring,
  '&[data-fui-focus-visible]': ring,
};
