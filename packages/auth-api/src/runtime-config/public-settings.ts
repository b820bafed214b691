import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { endpoints, type PublicSettings } from '@facturador/contracts';
import { callApi } from '../api/call-api.ts';
import { registerSharedInstance } from '../diagnostics.ts';

/**
 * Configuración del sistema as every page reads it (GET /public/settings): support contacts,
 * IGV rate, whether sign-up is open, the maintenance notice, the voucher payment data. Loaded
 * by the shell at boot and again on `settings_updated`, so a change shows in every open tab
 * at once. A federated singleton, like config.json's store: remotes read the shell's copy.
 */
const publicSettingsStore = createStore<{ settings: PublicSettings | null }>()(() => ({ settings: null }));

registerSharedInstance('publicSettingsStore', publicSettingsStore);

/** Fetches the settings now in force; a failure keeps what was there (config.json's contacts meanwhile). */
export async function loadPublicSettings(): Promise<PublicSettings | null> {
  try {
    const answer = await callApi(endpoints.getPublicSettings);
    publicSettingsStore.setState({ settings: answer.data });
    return answer.data;
  } catch {
    return publicSettingsStore.getState().settings;
  }
}

export function getPublicSettings(): PublicSettings | null {
  return publicSettingsStore.getState().settings;
}

/** For tests and prerendering: puts settings in place without a request. */
export function setPublicSettings(settings: PublicSettings | null): void {
  publicSettingsStore.setState({ settings });
}

/** The settings for components: null until loaded (then callers use their defaults). */
export function usePublicSettings(): PublicSettings | null {
  return useStore(publicSettingsStore, (state) => state.settings);
}
