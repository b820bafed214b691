import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Section } from '../../shared/section.tsx';

/**
 * A part of Integraciones (API keys, webhooks): its title with the button that creates one, a
 * word on what it is for, its `list`, and below them the dialogs it opens (`children`).
 */
export function IntegrationSection({
  id,
  title,
  createLabel,
  onCreate,
  intro,
  list,
  children,
}: {
  id: string;
  title: string;
  createLabel: string;
  onCreate: () => void;
  intro: ReactNode;
  list: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section
      id={id}
      title={title}
      action={
        <Button variant="contained" onClick={onCreate}>
          {createLabel}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{intro}</Typography>
        {list}
      </Stack>
      {children}
    </Section>
  );
}
