import { endpoints, systemSettingsMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import {
  lockSettings,
  readSettings,
  writeSettings,
  type StoredSettings,
} from '../../settings/system-settings.ts';

const answer = ({ settings, updatedAt }: StoredSettings, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  data: { ...settings, updatedAt: updatedAt?.toISOString() ?? null },
});

/** Configuración del sistema (issue 16): read and change the run-time settings. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  contractRoute(app, endpoints.getSystemSettings, async () => answer(await readSettings(app.db, app.env)));

  contractRoute(app, endpoints.updateSystemSettings, async (request) => {
    const now = app.clock.now();
    await app.db.transaction(async (tx) => {
      await lockSettings(tx);
      const before = await readSettings(tx, app.env);
      await writeSettings(tx, request.body, request.auth.user.id, now);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'setting.update',
        entityId: 'system',
        before: before.settings,
        after: request.body,
        at: app.clock.now(),
      });
    });
    // After the commit: every connected tab, on every instance (the Redis adapter), re-reads.
    app.realtime.toEveryone('settings_updated');
    return answer(await readSettings(app.db, app.env), systemSettingsMessages.saved);
  });
};

export default settingsRoutes;
