import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@weather/ui/router';
import { renderInPortal } from '../testing';
import { RouterLink } from './RouterLink';

describe(RouterLink.name, () => {
  it('keeps a real href and navigates inside the app on a click', async () => {
    const user = userEvent.setup();
    renderInPortal(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<RouterLink to="/forgot">Forgot password?</RouterLink>} />
          <Route path="/forgot" element={<p>forgot page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot');
    await user.click(link);
    expect(screen.getByText('forgot page')).toBeInTheDocument();
  });
});
