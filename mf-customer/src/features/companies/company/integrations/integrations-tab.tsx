import { Button, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRuntimeConfig } from '@facturador/auth-api';
import {
  API_KEY_SCOPE_NAMES,
  API_KEY_STATE_LABELS,
  type ApiKey,
  type Company,
  type CreatedApiKey,
} from '@facturador/contracts';
import type { ResponsiveColumn } from '@facturador/forms';
import { QueryTable } from '../../../../shared/query-table.tsx';
import { useRevokeApiKey } from '../../api/company-part-mutations.ts';
import { apiKeysQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';
import { IntegrationSection } from './integration-section.tsx';
import { SecretOnceDialog } from './secret-once-dialog.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

const messages = companiesMessages.integrations;
const dateTime = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: 'UTC' });

const KEY_COLUMNS: readonly ResponsiveColumn<ApiKey>[] = [
  { header: messages.name, cell: (key) => key.name },
  { header: messages.prefix, cell: (key) => <code>{key.prefix}…</code>, noWrap: true },
  {
    header: messages.scopes,
    cell: (key) => key.scopes.map((scope) => API_KEY_SCOPE_NAMES[scope]).join(', '),
  },
  {
    header: messages.expires,
    cell: (key) => (key.expiresOn ? day.format(new Date(`${key.expiresOn}T00:00:00Z`)) : messages.never),
    noWrap: true,
  },
  {
    header: messages.lastUsed,
    cell: (key) => (key.lastUsedAt ? dateTime.format(new Date(key.lastUsedAt)) : messages.neverUsed),
    noWrap: true,
  },
  { header: messages.state, cell: (key) => API_KEY_STATE_LABELS[key.state] },
];

/** Integraciones (owner only, issue 30): the company's API keys for an ERP or a point of sale. */
export function IntegrationsTab({ company }: { company: Company }) {
  const id = company.publicId;
  const keys = useQuery(apiKeysQueryOptions(id));
  const apiBaseUrl = useRuntimeConfig()?.apiBaseUrl;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // Either change reads the keys again (the hooks' `refresh`).
  const revoke = useRevokeApiKey(id);
  return (
    <Stack spacing={3}>
      <IntegrationSection
        id="api-keys-title"
        title={messages.title}
        createLabel={messages.create}
        onCreate={() => setCreating(true)}
        intro={
          <>
            {messages.intro}{' '}
            {apiBaseUrl && (
              <Link href={`${apiBaseUrl.replace(/\/$/, '')}/v1/docs`} target="_blank" rel="noopener">
                {messages.reference}
              </Link>
            )}
          </>
        }
        list={
          <QueryTable
            query={keys}
            messages={messages}
            skeletonHeight={120}
            labelledBy="api-keys-title"
            columns={KEY_COLUMNS}
            rowKey={(key) => key.id}
            actionCell={(key: ApiKey) =>
              key.state === 'active' && (
                <Button color="error" size="small" onClick={() => setRevoking(key)}>
                  {messages.revoke}
                </Button>
              )
            }
          />
        }
      >
        {creating && (
          <CreateApiKeyDialog companyId={id} onClose={() => setCreating(false)} onCreated={setCreated} />
        )}
        {created && (
          <SecretOnceDialog secret={created.secret} messages={messages} onClose={() => setCreated(null)} />
        )}
        {revoking && (
          <RevokeApiKeyDialog
            apiKey={revoking}
            pending={revoke.isPending}
            onClose={() => setRevoking(null)}
            onConfirm={() => revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
          />
        )}
      </IntegrationSection>
      <WebhooksSection companyId={id} />
    </Stack>
  );
}
