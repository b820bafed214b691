import { describe, expect, it } from '@jest/globals';
import { emailLoginErrorMessage, googleLoginFailure } from '../src/auth/login-errors.ts';
import { ApiError, type ErrorCode } from '../src/http/api-error.ts';
import { firebaseErrorMessage, firebaseErrorMessages } from '../src/messages.ts';

describe('e-mail login texts (SPEC.md §8)', () => {
  it('maps each failure to its text', () => {
    expect(emailLoginErrorMessage(new ApiError('x', 401))).toBe(
      'Email o contraseña incorrectos. Verifica tus credenciales e intenta nuevamente.',
    );
    expect(emailLoginErrorMessage(new ApiError('x', 401, { serverMessage: 'Contraseña incorrecta' }))).toBe(
      'Contraseña incorrecta',
    );
    expect(emailLoginErrorMessage(new ApiError('x', 429, { serverMessage: 'lento' }))).toBe(
      'Demasiados intentos de login. Por favor, espera unos minutos antes de intentar nuevamente.',
    );
    expect(emailLoginErrorMessage(new ApiError('x', 403, { code: 'CSRF_INVALID' }))).toBe(
      'Token CSRF inválido. Por favor, recarga la página e intenta nuevamente.',
    );
    expect(emailLoginErrorMessage(new ApiError('Network Error', 0))).toBe('Network Error');
    expect(emailLoginErrorMessage(new ApiError('', 500))).toBe('Credenciales inválidas');
    expect(emailLoginErrorMessage('?')).toBe('Credenciales inválidas');
  });

  it('shows the text of an error that is not an API error, else the fallback', () => {
    expect(emailLoginErrorMessage(new Error('Sin conexión'))).toBe('Sin conexión');
    expect(emailLoginErrorMessage(new Error(''))).toBe('Credenciales inválidas');
    // Shaped like an API failure but not one: no status is read from it.
    expect(emailLoginErrorMessage({ statusCode: 401, message: 'x' })).toBe('Credenciales inválidas');
    expect(emailLoginErrorMessage({ statusCode: 429 })).toBe('Credenciales inválidas');
  });

  it('gives the CSRF text only to a 403 that says CSRF_INVALID', () => {
    expect(
      emailLoginErrorMessage(new ApiError('x', 400, { code: 'CSRF_INVALID', serverMessage: 'Mal' })),
    ).toBe('Mal');
    expect(
      emailLoginErrorMessage(new ApiError('x', 403, { code: 'FORBIDDEN', serverMessage: 'Prohibido' })),
    ).toBe('Prohibido');
    expect(emailLoginErrorMessage(new ApiError('Falló', 500))).toBe('Falló');
  });
});

describe('Google login texts (SPEC.md §8)', () => {
  it('sends an unavailable account to /account-disabled and signs out', () => {
    const failure = googleLoginFailure(
      new ApiError('x', 400, {
        data: { accountStatus: 'disabled', reason: 'account_inactive', userEmail: 'a@b.pe' },
      }),
    );
    expect(failure).toEqual({
      message: 'Cuenta no disponible',
      redirectTo: '/account-disabled?reason=account_inactive&email=a%40b.pe&message=Cuenta+no+disponible',
      signOut: true,
    });
    expect(
      googleLoginFailure(
        new ApiError('x', 400, { data: { reason: 'account_deleted', userMessage: 'Eliminada' } }),
      ),
    ).toMatchObject({
      message: 'Eliminada',
      redirectTo: '/account-disabled?reason=account_deleted&message=Eliminada',
    });
  });

  it('treats each trigger of an unavailable account on its own', () => {
    const unavailable = (data: Record<string, unknown>, code?: ErrorCode) =>
      googleLoginFailure(new ApiError('x', 400, { data, code }));
    expect(unavailable({ accountStatus: 'disabled' })).toEqual({
      message: 'Cuenta no disponible',
      redirectTo: '/account-disabled?reason=account_inactive&message=Cuenta+no+disponible',
      signOut: true,
    });
    expect(unavailable({ reason: 'account_inactive' })).toEqual({
      message: 'Cuenta no disponible',
      redirectTo: '/account-disabled?reason=account_inactive&message=Cuenta+no+disponible',
      signOut: true,
    });
    expect(unavailable({ reason: 'account_deleted' }).redirectTo).toBe(
      '/account-disabled?reason=account_deleted&message=Cuenta+no+disponible',
    );
    expect(unavailable({}, 'ACCOUNT_DELETED').redirectTo).toBe(
      '/account-disabled?reason=account_deleted&message=Cuenta+no+disponible',
    );
    expect(unavailable({}, 'ACCOUNT_INACTIVE').redirectTo).toBe(
      '/account-disabled?reason=account_inactive&message=Cuenta+no+disponible',
    );
  });

  it('does not treat other states, reasons or statuses as an unavailable account', () => {
    const failure = (statusCode: number, data: Record<string, unknown>) =>
      googleLoginFailure(new ApiError('Rechazado', statusCode, { data }));
    expect(failure(400, { accountStatus: 'active', reason: 'expired' })).toEqual({
      message: 'Rechazado',
      redirectTo: null,
      signOut: false,
    });
    expect(failure(400, { accountStatus: '' })).toMatchObject({ redirectTo: null, signOut: false });
    expect(failure(403, { accountStatus: 'disabled', reason: 'account_inactive' })).toEqual({
      message: 'Error de seguridad. Intenta nuevamente.',
      redirectTo: null,
      signOut: false,
    });
  });

  it('ignores answer fields that are empty or not text', () => {
    // An empty reason falls back to the code; an empty userMessage or userEmail to the defaults.
    expect(
      googleLoginFailure(
        new ApiError('x', 400, {
          code: 'ACCOUNT_DELETED',
          data: { reason: '', userMessage: '', userEmail: '' },
        }),
      ),
    ).toEqual({
      message: 'Cuenta no disponible',
      redirectTo: '/account-disabled?reason=account_deleted&message=Cuenta+no+disponible',
      signOut: true,
    });
    expect(
      googleLoginFailure(
        new ApiError('x', 400, {
          data: { accountStatus: 'disabled', reason: 7, userMessage: { text: 'no' } },
        }),
      ),
    ).toEqual({
      message: 'Cuenta no disponible',
      redirectTo: '/account-disabled?reason=account_inactive&message=Cuenta+no+disponible',
      signOut: true,
    });
    expect(
      googleLoginFailure(new ApiError('x', 409, { data: { redirectTo: 42 }, serverMessage: 'Conflicto' })),
    ).toEqual({ message: 'Conflicto', redirectTo: null, signOut: false });
    expect(
      googleLoginFailure(new ApiError('x', 409, { data: { redirectTo: '' }, serverMessage: 'Conflicto' })),
    ).toEqual({ message: 'Conflicto', redirectTo: null, signOut: false });
  });

  it('keeps the identity provider session on 403, 429, 5xx and other failures', () => {
    expect(googleLoginFailure(new ApiError('x', 403))).toEqual({
      message: 'Error de seguridad. Intenta nuevamente.',
      redirectTo: null,
      signOut: false,
    });
    expect(googleLoginFailure(new ApiError('x', 429))).toEqual({
      message: 'Demasiados intentos. Espera un momento.',
      redirectTo: null,
      signOut: false,
    });
    expect(googleLoginFailure(new ApiError('x', 502))).toEqual({
      message: 'Error del servidor. Intenta más tarde.',
      redirectTo: null,
      signOut: false,
    });
    expect(googleLoginFailure(new ApiError('Sin respuesta', 0))).toEqual({
      message: 'Sin respuesta',
      redirectTo: null,
      signOut: false,
    });
  });

  it('gives the default text for a failure that is not an API error', () => {
    expect(googleLoginFailure(new Error('boom'))).toEqual({
      message: 'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.',
      redirectTo: null,
      signOut: false,
    });
  });

  it('maps 403, 429 and 500+ to their texts', () => {
    expect(googleLoginFailure(new ApiError('x', 403)).message).toBe(
      'Error de seguridad. Intenta nuevamente.',
    );
    expect(googleLoginFailure(new ApiError('x', 429)).message).toBe(
      'Demasiados intentos. Espera un momento.',
    );
    expect(googleLoginFailure(new ApiError('x', 500)).message).toBe('Error del servidor. Intenta más tarde.');
    expect(googleLoginFailure(new ApiError('x', 503)).message).toBe('Error del servidor. Intenta más tarde.');
    expect(
      googleLoginFailure(new ApiError('x', 400, { serverMessage: 'Token de Google inválido' })).message,
    ).toBe('Token de Google inválido');
  });

  it('follows a redirect instruction, signing out', () => {
    expect(
      googleLoginFailure(
        new ApiError('x', 409, { data: { redirectTo: '/register' }, serverMessage: 'Regístrate' }),
      ),
    ).toEqual({
      message: 'Regístrate',
      redirectTo: '/register',
      signOut: true,
    });
  });

  it('has a Spanish text for every Firebase client error of §8, and the default', () => {
    const codes = [
      'auth/popup-blocked',
      'auth/popup-closed-by-user',
      'auth/cancelled-popup-request',
      'auth/network-request-failed',
      'auth/unauthorized-domain',
      'auth/invalid-credential',
      'auth/account-exists-with-different-credential',
      'auth/credential-already-in-use',
      'auth/operation-not-allowed',
      'auth/too-many-requests',
      'auth/user-disabled',
      'auth/user-not-found',
      'auth/wrong-password',
      'auth/weak-password',
      'auth/email-already-in-use',
      'auth/invalid-email',
      'auth/missing-email',
      'auth/internal-error',
      'auth/invalid-api-key',
    ];
    expect(Object.keys(firebaseErrorMessages).sort()).toEqual([...codes].sort());
    const texts = codes.map(firebaseErrorMessage);
    expect(new Set(texts).size).toBe(codes.length);
    expect(texts).not.toContain('Ha ocurrido un error inesperado. Por favor, intenta nuevamente.');
    expect(firebaseErrorMessage('auth/network-request-failed')).toBe(
      'Error de conexión. Verifica tu internet e intenta nuevamente.',
    );
    expect(firebaseErrorMessage('auth/something-new')).toBe(
      'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.',
    );
    expect(firebaseErrorMessage(undefined)).toBe(
      'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.',
    );
  });
});
