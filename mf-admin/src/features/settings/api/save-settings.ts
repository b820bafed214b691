import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, type SystemSettings } from '@facturador/contracts';
import { settingsMessages } from '../messages.ts';
import { settingsKeys } from './settings-query.ts';

/** Saves the settings; this tab's copy is read again (the others hear settings_updated). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemSettings) => callApi(endpoints.updateSystemSettings, { body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: settingsMessages.savedTitle, message: answer.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.admin() });
    },
  });
}
