import { Alert, Checkbox, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { addToast } from '@facturador/auth-api';
import {
  otherCpeAgentSchema,
  otherDocumentMessages,
  type Company,
  type OtherCpeAgent,
} from '@facturador/contracts';
import { SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { otherCpeAgentQueryOptions, useSaveOtherCpeAgent } from '../../../../shared/api/other-cpe-agent.ts';
import { sharedDocumentMessages } from '../../../../shared/document-messages.ts';

const messages = sharedDocumentMessages.otherDocuments.agent;

function AgentForm({
  companyId,
  agent,
  readOnly,
}: {
  companyId: string;
  agent: OtherCpeAgent;
  readOnly: boolean;
}) {
  const form = useContractForm(otherCpeAgentSchema, agent);
  const save = useSaveOtherCpeAgent(companyId);
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const answer = await save.mutateAsync(body);
    form.reset(answer.data);
    addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message ?? '' });
  });
  const box = (name: keyof OtherCpeAgent, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              id={`other-cpe-${name}`}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              disabled={readOnly}
            />
          }
          label={label}
        />
      )}
    />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {alert && <Alert severity="error">{alert}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {messages.intro}
      </Typography>
      <FormGroup>
        {box('retentionAgent', otherDocumentMessages.retentionAgentLabel)}
        {box('perceptionAgent', otherDocumentMessages.perceptionAgentLabel)}
      </FormGroup>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton disabled={save.isPending}>{messages.save}</SubmitButton>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Facturación electrónica › Retenciones y percepciones: whether SUNAT made the company an agente
 * de retención and/or de percepción (issue 41). Each flag lets it issue its type (20, 40).
 */
export function AgentSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const agent = useQuery(otherCpeAgentQueryOptions(company.publicId));
  return (
    <Section id="other-cpe-agent-title" title={messages.title}>
      {agent.isPending && <Skeleton variant="rounded" height={96} />}
      {agent.isError && <Alert severity="error">{sharedDocumentMessages.otherDocuments.loadError}</Alert>}
      {agent.data && <AgentForm companyId={company.publicId} agent={agent.data} readOnly={readOnly} />}
    </Section>
  );
}
