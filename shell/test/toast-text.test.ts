import { describe, expect, it } from '@jest/globals';
import { toastText } from '../src/toasts/toast-bridge.tsx';

describe('a toast as one line', () => {
  it('puts the title before a message that does not say it', () => {
    expect(toastText({ title: 'Cambios guardados', message: 'La clave fue creada.' })).toBe(
      'Cambios guardados: La clave fue creada.',
    );
  });

  it('shows a message that already says its title alone, so nothing is read twice', () => {
    expect(toastText({ title: 'Email verificado', message: 'Email verificado exitosamente' })).toBe(
      'Email verificado exitosamente',
    );
  });

  it('shows the title alone when there is no message', () => {
    expect(toastText({ title: 'Guardado', message: '' })).toBe('Guardado');
  });
});
