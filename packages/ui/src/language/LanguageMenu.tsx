import { MenuButton } from '@fluentui/react-button';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { type Language, isLanguage, pickLanguage, supportedLanguages } from '../i18n/languages';

interface LanguageMenuProps {
  appearance?: 'subtle' | 'transparent' | 'outline';
}

/** Switches the interface language; each language is named in its own words. */
export function LanguageMenu({ appearance = 'subtle' }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('common');
  const current: Language = pickLanguage([i18n.resolvedLanguage ?? i18n.language ?? '']);
  return (
    <Menu
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_event, data) => {
        const [chosen] = data.checkedItems;
        if (isLanguage(chosen)) void i18n.changeLanguage(chosen);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance={appearance}
          icon={<LocalLanguageRegular />}
          aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
        >
          {t(`language.${current}`)}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {supportedLanguages.map((language) => (
            <MenuItemRadio key={language} name="language" value={language} lang={language}>
              {t(`language.${language}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
