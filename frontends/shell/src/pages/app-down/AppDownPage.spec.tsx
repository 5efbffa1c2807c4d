import { screen } from '@testing-library/react';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';

const ada = buildPortalUser();

describe('AppDownPage', () => {
  it('names the application in the message and links back', async () => {
    const { transport } = renderShell({ path: '/app-down?name=Forecast%20Pro', account: ada });
    expect(await screen.findByRole('heading', { name: 'Application unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Forecast Pro is not available right now. We will be back soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to your applications' })).toHaveAttribute('href', '/appLauncher');
    expect(transport.calls).toEqual([]);
  });

  it('still makes sense without a name', async () => {
    renderShell({ path: '/app-down', account: ada });
    expect(await screen.findByText('This application is not available right now. We will be back soon.')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    renderShell({ path: '/app-down?name=Radar', account: ada, language: 'it' });
    expect(await screen.findByText('Radar non è disponibile in questo momento. Torneremo presto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle tue applicazioni' })).toBeInTheDocument();
  });
});
