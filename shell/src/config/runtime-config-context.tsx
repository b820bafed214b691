import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@facturador/contracts';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigContext');
  return config;
}
