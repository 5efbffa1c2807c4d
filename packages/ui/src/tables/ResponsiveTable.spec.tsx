import { screen, within } from '@testing-library/react';
import { renderInPortal } from '../testing';
import { ResponsiveCell } from './ResponsiveCell';
import { ResponsiveRow, ResponsiveTable } from './ResponsiveTable';

function renderPeople() {
  renderInPortal(
    <ResponsiveTable label="People" columns={['Name', 'Email']}>
      <ResponsiveRow>
        <ResponsiveCell column="Name" rowHeader title="Ada's full name">
          Ada Lovelace
        </ResponsiveCell>
        <ResponsiveCell column="Email">ada@example.com</ResponsiveCell>
      </ResponsiveRow>
    </ResponsiveTable>,
  );
}

describe(ResponsiveTable.name, () => {
  it('is a table named by its label, with a header per column', async () => {
    renderPeople();
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Email']);
  });

  it("names each cell's column for the phone's cards, and makes the row header a th of the row", async () => {
    renderPeople();
    const header = await screen.findByRole('rowheader', { name: 'Ada Lovelace' });
    expect(header).toHaveAttribute('data-label', 'Name');
    expect(header).toHaveAttribute('title', "Ada's full name");
    expect(screen.getByRole('cell', { name: 'ada@example.com' })).toHaveAttribute('data-label', 'Email');
  });
});
