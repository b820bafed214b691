import { Button, MenuItem, Stack } from '@mui/material';
import { useEffect } from 'react';
import { REPORT_GROUPINGS, reportQuerySchema } from '@facturador/contracts';
import { FormTextField, useContractForm } from '@facturador/forms';
import { REPORT_PRESETS, presetRange, rangePreset, type ReportRange } from '../../shared/report-range.ts';
import { reportsMessages as messages } from './messages.ts';

/**
 * The range: a preset in one click, or two dates and a grouping checked with the contract's
 * rules (the server's own Spanish messages) before the URL changes.
 */
export function RangeForm(props: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const { range, onChange } = props;
  const form = useContractForm(reportQuerySchema, range);
  const { reset } = form;
  useEffect(() => reset(range), [reset, range]);
  const active = rangePreset(range);

  return (
    <Stack spacing={2} component="section" aria-label={messages.range.legend}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={messages.range.presets}
      >
        {REPORT_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={active === preset ? 'contained' : 'outlined'}
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset))}
          >
            {messages.presets[preset]}
          </Button>
        ))}
      </Stack>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={form.handleSubmit((values) => onChange(values))}
      >
        {(['from', 'to'] as const).map((name) => (
          <FormTextField
            key={name}
            form={form}
            name={name}
            type="date"
            label={messages.range[name]}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <FormTextField
          form={form}
          name="groupBy"
          select
          label={messages.range.groupBy}
          size="small"
          sx={{ minWidth: 160 }}
        >
          {REPORT_GROUPINGS.map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {messages.groupings[grouping]}
            </MenuItem>
          ))}
        </FormTextField>
        <Button type="submit" variant="contained">
          {messages.range.apply}
        </Button>
      </Stack>
    </Stack>
  );
}
