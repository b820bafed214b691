import { describe, expect, it } from '@jest/globals';
import {
  compatibilityLine,
  describeConflict,
  exposesProblems,
  mountCovers,
  mountForPath,
  routesModuleProblems,
  sharedConflicts,
  sharedVersionsOfManifest,
} from '../src/index.ts';

const Page = () => null;
const shell = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@mui/material': '9.5.0',
  '@facturador/auth-api': '0.1.0',
};

describe('shared version compatibility', () => {
  it('reads the line a caret range keeps: the major, or the leftmost non-zero part of a 0.x', () => {
    expect(compatibilityLine('19.3.1')).toBe('19');
    expect(compatibilityLine('0.1.0')).toBe('0.1');
    expect(compatibilityLine('0.0.3')).toBe('0.0.3');
    expect(compatibilityLine('7.0.0-beta.1')).toBe('7');
  });

  it('accepts other minors and patches of the same major', () => {
    expect(
      sharedConflicts(shell, { ...shell, react: '19.9.0', 'react-dom': '19.0.0', '@mui/material': '9.0.1' }),
    ).toEqual([]);
  });

  it('refuses a different react major, naming the package and both versions', () => {
    const conflicts = sharedConflicts(shell, { ...shell, react: '18.3.1' });
    expect(conflicts).toEqual([{ package: 'react', expected: '19.3.1', actual: '18.3.1' }]);
    expect(describeConflict(conflicts[0]!, 'mf_admin', 'el shell')).toBe(
      'mf_admin usa react 18.3.1 y el shell usa 19.3.1: versiones mayores distintas (18 ≠ 19)',
    );
  });

  it('refuses a new minor of a 0.x package and a contract package that is not shared', () => {
    const { 'react-router-dom': _dropped, ...withoutRouter } = shell;
    expect(sharedConflicts(shell, { ...withoutRouter, '@facturador/auth-api': '0.2.0' })).toEqual([
      { package: 'react-router-dom', expected: '7.18.5', actual: null },
      { package: '@facturador/auth-api', expected: '0.1.0', actual: '0.2.0' },
    ]);
  });

  it('ignores packages outside the contract', () => {
    expect(sharedConflicts({ ...shell, zustand: '5.1.0' }, { ...shell, zustand: '4.0.0' })).toEqual([]);
  });

  it('reads the shared versions of an mf-manifest.json', () => {
    expect(
      sharedVersionsOfManifest({ shared: [{ name: 'react', version: '19.3.1' }, { name: 'x' }] }),
    ).toEqual({ react: '19.3.1' });
    expect(sharedVersionsOfManifest(null)).toEqual({});
  });
});

describe("a remote's exposes and routes", () => {
  it('needs ./routes exposed', () => {
    expect(exposesProblems({ './routes': './src/app/routes.ts' })).toEqual([]);
    expect(exposesProblems({ './pages': './src/pages.ts' })).toEqual([
      'no expone ./routes, que el shell carga',
    ]);
    expect(exposesProblems(undefined)).toHaveLength(1);
  });

  it('matches paths against the patterns the shell mounts', () => {
    expect(mountCovers('/app/admin/*', '/app/admin')).toBe(true);
    expect(mountCovers('/app/admin/*', '/app/admin/sistema')).toBe(true);
    expect(mountCovers('/app/admin/*', '/app/administrar')).toBe(false);
    expect(mountCovers('/login', '/login')).toBe(true);
    expect(mountCovers('/login', '/login/x')).toBe(false);
  });

  it('names the remote that shows a path, the most specific mount first', () => {
    expect(mountForPath('/app/admin/sistema')?.remote).toBe('mf_admin');
    expect(mountForPath('/app/admin')?.remote).toBe('mf_admin');
    expect(mountForPath('/app/mis-empresas')?.remote).toBe('mf_customer');
    expect(mountForPath('/app')?.remote).toBe('mf_customer');
    expect(mountForPath('/login')).toMatchObject({ remote: 'mf_auth', layout: 'auth' });
    expect(mountForPath('/auth/account-deleted')).toMatchObject({ remote: 'mf_auth', layout: 'bare' });
    expect(mountForPath('/')?.remote).toBe('mf_public');
    expect(mountForPath('/no-existe')).toBeUndefined();
  });

  it('accepts routes inside the mounts with a component and text fields', () => {
    const module = { routes: [{ path: '/app/admin/sistema', Component: Page, title: 'Sistema' }] };
    expect(routesModuleProblems('mf_admin', module)).toEqual([]);
  });

  it('reports every route the shell could not show', () => {
    const module = {
      routes: [
        { path: '/app/mi-perfil', Component: Page },
        { path: 'relative', Component: Page },
        { path: '/app/admin/x', Component: 'div' },
        { path: '/app/admin/x', Component: Page, title: 3, liveData: 'plans' },
      ],
    };
    expect(routesModuleProblems('mf_admin', module)).toEqual([
      'la ruta /app/mi-perfil está fuera de lo que el shell monta para mf_admin: /app/admin/*',
      'la ruta relative no tiene una ruta absoluta (path)',
      'la ruta /app/admin/x no tiene un Component de React',
      'la ruta /app/admin/x está repetida',
      'la ruta /app/admin/x tiene title que no es texto',
      'la ruta /app/admin/x tiene liveData que no es una ruta de la API',
    ]);
    expect(routesModuleProblems('mf_admin', {})).toEqual(['el módulo ./routes no exporta un arreglo routes']);
  });
});
