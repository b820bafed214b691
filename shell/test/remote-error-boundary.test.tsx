import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { RemoteErrorBoundary } from '../src/federation/remote-error-boundary.tsx';
import { RemoteUnavailable } from '../src/federation/remote-unavailable.tsx';

describe('RemoteErrorBoundary', () => {
  it('shows the Spanish fallback when a remote fails and renders it again on retry', () => {
    let broken = true;
    function RemotePage() {
      if (broken) throw new Error('manifest unreachable');
      return <h1>Administración</h1>;
    }
    const onRetry = jest.fn(() => {
      broken = false;
    });
    // React reports the caught error; this test expects exactly that report.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <RemoteErrorBoundary
        resetKey="/app/admin"
        onRetry={onRetry}
        fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
      >
        <RemotePage />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este módulo no está disponible');

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Administración' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
