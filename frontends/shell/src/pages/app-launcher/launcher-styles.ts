import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaUp } from '@weather/ui';

/** The launcher's grid and the look its cards share. */
export const useLauncherStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  card: {
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  disabled: {
    opacity: 0.6,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  image: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusMedium,
    flexShrink: 0,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: 'auto',
  },
  status: {
    color: tokens.colorNeutralForeground3,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
});
