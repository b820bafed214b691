import { systemSettingsMessages } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { readSettings } from './system-settings.ts';

/** Sign-up (e-mail or Google) refuses a new account while the settings keep it closed. */
export async function assertRegistrationOpen(app: FastifyInstance): Promise<void> {
  const { settings } = await readSettings(app.db, app.env);
  if (!settings.registrationOpen)
    throw new AppError(403, 'REGISTRATION_CLOSED', systemSettingsMessages.registrationClosed);
}
