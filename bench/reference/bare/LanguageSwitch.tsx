// The language switch of the portal's public pages: a menu button with two radio items.
import { MenuButton } from '@fluentui/react-button';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { useState } from 'react';

const languages = { en: 'English', it: 'Italiano' } as const;
type Language = keyof typeof languages;

export function LanguageSwitch() {
  const [language, setLanguage] = useState<Language>('en');
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_event, data) => setLanguage(data.checkedItems[0] === 'it' ? 'it' : 'en')}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<LocalLanguageRegular />} aria-label={`Language: ${languages[language]}`}>
          {languages[language]}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {(Object.keys(languages) as Language[]).map((code) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code}>
              {languages[code]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
