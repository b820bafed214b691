import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderShellAt } from './render-shell.tsx';

describe('unknown paths', () => {
  it('show the 404 page inside the public layout, with a way home', () => {
    renderShellAt('/no-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Correo de soporte: soporte@facturador.pe' })).toHaveAttribute(
      'href',
      'mailto:soporte@facturador.pe',
    );
  });
});

describe('page meta', () => {
  it('gives the 404 page its Spanish title and description', () => {
    renderShellAt('/no-existe');
    expect(document.title).toBe('Página no encontrada · Facturador');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'La dirección que buscas no existe o fue movida.',
    );
  });
});

describe('public header on a phone', () => {
  it('opens a drawer with the public pages and sign-up', async () => {
    renderShellAt('/no-existe');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = within(await screen.findByRole('presentation'));
    const menu = within(drawer.getByRole('navigation', { name: 'Principal' }));
    for (const name of ['Módulos', 'Precios', 'Preguntas frecuentes', 'Contacto', 'Crear cuenta']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
  });
});
