import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { items } from '../../../common/resources/items';
import { DefinitionInputs } from '../../../src/lib/definitions/DefinitionInputs';
import { admin, renderInAdmin } from '../support/renderInAdmin';

describe('the item price input', () => {
  it('accepts any whole number of gold, not only multiples of ten', async () => {
    renderInAdmin(
      <ResourceContextProvider value="admin/aov/items">
        <SimpleForm>
          <DefinitionInputs definition={items} creating />
        </SimpleForm>
      </ResourceContextProvider>,
      { visitor: admin, path: '/app/admin/aov/items/create' },
    );
    const price = await screen.findByLabelText('Giá (vàng)');
    await userEvent.type(price, '2345');
    expect(price).toHaveValue(2345);
    expect((price as HTMLInputElement).checkValidity()).toBe(true);
  });
});
