import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { ResponsiveTable, type ResponsiveColumn } from '../src/responsive-table.tsx';

interface Order {
  id: string;
  item: string;
  amount: string;
  state: string;
}
const COLUMNS: readonly ResponsiveColumn<Order>[] = [
  { header: 'Producto', cell: (order) => order.item },
  { header: 'Monto', cell: (order) => order.amount, align: 'right' },
  { header: 'Estado', cell: (order) => order.state },
];
const ORDERS: Order[] = [
  { id: '1', item: 'Plan Pyme', amount: 'S/ 149.00', state: 'Pendiente de pago' },
  { id: '2', item: 'Paquete 100 tokens', amount: 'S/ 35.00', state: 'Pagada' },
];

/** A theme whose media queries answer as a screen of this width would (no global touched). */
const screenOf = (width: number) =>
  createTheme({
    components: {
      MuiUseMediaQuery: {
        defaultProps: {
          noSsr: true,
          matchMedia: (query: string): MediaQueryList => {
            const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
            const list = new EventTarget() as MediaQueryList;
            return Object.assign(list, {
              matches: maxWidth !== null && width <= Number(maxWidth[1]),
              media: query,
              onchange: null,
              addListener: () => {},
              removeListener: () => {},
            });
          },
        },
      },
    },
  });

function renderAt(width: number) {
  render(
    <ThemeProvider theme={screenOf(width)}>
      <h2 id="orders-title">Tus órdenes</h2>
      <ResponsiveTable
        labelledBy="orders-title"
        columns={COLUMNS}
        rows={ORDERS}
        rowKey={(order) => order.id}
        actions={{ header: 'Acciones', cell: (order) => <button type="button">Pagar {order.item}</button> }}
      />
    </ThemeProvider>,
  );
}

describe('ResponsiveTable (issue 28, item 7)', () => {
  it('is a table named by its heading on a wide screen, the actions its last column', () => {
    renderAt(1366);
    const table = screen.getByRole('table', { name: 'Tus órdenes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Producto', 'Monto', 'Estado', 'Acciones']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is one card per record at 360 px, with every column as «label: value» and the actions at its foot', () => {
    renderAt(360);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Tus órdenes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Plan Pyme')).toBeInTheDocument();
    expect(first.getByText('Monto').nextElementSibling).toHaveTextContent('S/ 149.00');
    expect(first.getByText('Estado').nextElementSibling).toHaveTextContent('Pendiente de pago');
    expect(first.getByRole('button', { name: 'Pagar Plan Pyme' })).toBeInTheDocument();
  });
});
