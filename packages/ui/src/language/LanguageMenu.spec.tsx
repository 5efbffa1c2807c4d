import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';
import { renderInPortal } from '../testing';
import { LanguageMenu } from './LanguageMenu';

function DismissText() {
  const { t } = useTranslation('common');
  return <p>{t('notifications.dismiss')}</p>;
}

describe(LanguageMenu.name, () => {
  it('names the current language', () => {
    renderInPortal(<LanguageMenu />);
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('names Italian in Italian when the page starts in Italian', () => {
    renderInPortal(<LanguageMenu />, { language: 'it' });
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
  });

  it('follows an Italian browser', () => {
    const i18n = createI18n({ storage: null, document: null, browserLanguages: ['it-IT', 'en-US'] });
    renderInPortal(<LanguageMenu />, { i18n });
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
  });

  it('switches the whole page to Italian', async () => {
    const user = userEvent.setup();
    const { i18n } = renderInPortal(
      <>
        <LanguageMenu />
        <DismissText />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));
    expect(i18n.language).toBe('it');
    expect(await screen.findByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
    expect(screen.getByText('Chiudi')).toBeInTheDocument();
  });
});
