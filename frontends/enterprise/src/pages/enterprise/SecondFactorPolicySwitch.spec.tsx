import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeEnterpriseTransport } from '../../testing/fake-enterprise-transport';
import { renderEnterprise } from '../../testing/render-enterprise';

const admin = buildPortalUser({ id: 1, is_enterprise_administrator: true, Enterprise: { id: 7 } });

function service(required = false) {
  const transport = new FakeEnterpriseTransport(admin);
  transport.enterprise = { id: 7, name: 'Bureau of Clouds', EnterpriseDomains: [], users: 1, saml: false, require_second_factor: required };
  return transport;
}

describe('the "Require two-step sign-in" switch', () => {
  it('turns the policy on and off, saying what it does', async () => {
    const user = userEvent.setup();
    const transport = service();
    renderEnterprise(admin, { transport, path: '/enterprise?tab=sso' });

    const toggle = await screen.findByRole('switch', { name: 'Require two-step sign-in' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Users without one add one at their next sign-in/);

    await user.click(toggle);
    expect(await screen.findByText('Two-step sign-in is now required')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Two-step sign-in is no longer required')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(transport.calls.filter((call) => call.startsWith('setSecondFactorPolicy'))).toEqual(['setSecondFactorPolicy 7 true', 'setSecondFactorPolicy 7 false']);
  });

  it('keeps the saved state and shows the refusal when the server refuses', async () => {
    const user = userEvent.setup();
    const transport = service(true);
    renderEnterprise(admin, { transport, path: '/enterprise?tab=sso' });
    const toggle = await screen.findByRole('switch', { name: 'Require two-step sign-in' });

    transport.refuseWith = { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' };
    await user.click(toggle);

    expect(await screen.findByText(/^Error: /)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('speaks Italian', async () => {
    renderEnterprise(admin, { transport: service(true), path: '/enterprise?tab=sso', language: 'it' });

    const toggle = await screen.findByRole('switch', { name: 'Richiedi l’accesso in due passaggi' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Accesso in due passaggi' })).toBeInTheDocument();
  });
});
