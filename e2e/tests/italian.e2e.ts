// Italian texts (SPEC §1, DESIGN §3): the language follows the browser and can be switched.
import { saveScreenshot, useBrowser } from '../src/harness';
import { TopBar } from '../src/pages/top-bar';

const { stack, newPage, signedInPage } = useBrowser();
const { reader } = stack.users;

describe('Italian', () => {
  it('shows /login in Italian for a browser set to it-IT, messages included', async () => {
    const page = await newPage({ locale: 'it-IT' });
    await page.goto('/login');

    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    // The language switch names the language on screen, in its own words.
    await page.getByRole('button', { name: 'Lingua: Italiano' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@nowhere');
    await page.getByRole('textbox', { name: 'Email', exact: true }).blur();
    await page.getByText('Questo non è un indirizzo email valido').waitFor();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(reader.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-the-right-password-2');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email o password non corretti' }).waitFor();
    await saveScreenshot(page, 'login-italian');
  });

  it('switches from English to Italian with the language menu and keeps the choice', async () => {
    const page = await newPage({ locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();

    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    // The password field shows once the email's login provider answers LOCAL (SPEC §2).
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(reader.email);
    await page.getByRole('button', { name: 'Mostra password' }).waitFor();
    await page.getByRole('button', { name: 'Lingua: Italiano' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    await page.getByRole('button', { name: 'Lingua: Italiano' }).waitFor();
  });

  it('shows the top bar menu in Italian', async () => {
    const page = await signedInPage(reader, { locale: 'it-IT' });
    await page.goto('/appLauncher');

    await page.getByText(`Benvenuto, ${reader.first_name} ${reader.last_name}`).waitFor();
    const items = await new TopBar(page).openUserMenu(reader, 'Menu account di');
    expect(items).toEqual(['Aiuto e supporto', 'Profilo', 'Esci']);
  });
});
