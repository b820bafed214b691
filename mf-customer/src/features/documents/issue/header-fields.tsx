import { Grid, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanySummary } from '@facturador/contracts';
import { decimalInput, FormTextField } from '@facturador/forms';
import { visuallyHidden } from '@facturador/forms/visually-hidden';
import { companySeriesQueryOptions } from '../../../shared/api/company-series-query.ts';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../../../shared/form-select.tsx';
import { DATE_COMPANION_SIZE, DATE_FIELD_SIZE } from './date-field-size.ts';
import { buyerIdentityAfterTypeChange, type IssueFormValues } from './issue-form-model.ts';
import { rememberedSeries } from './remembered-series.ts';
import { companyTab } from './setup-fix.ts';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

/** The series of the chosen company and type; the remembered one (or the first) is picked. */
function useSeriesOptions(form: Form) {
  const [companyId, documentType] = form.watch(['companyId', 'documentType']);
  const { data: series } = useQuery(companySeriesQueryOptions(companyId));
  const options = useMemo(
    () =>
      (series ?? [])
        .filter((item) => item.isActive && item.documentType === documentType)
        .map((item) => ({ value: item.series, label: `${item.series} · ${item.establishmentCode}` })),
    [series, documentType],
  );
  useEffect(() => {
    if (!series) return;
    const current = form.getValues('series');
    if (options.some((option) => option.value === current)) return;
    const remembered = rememberedSeries(companyId, documentType);
    const chosen = options.find((option) => option.value === remembered) ?? options[0];
    form.setValue('series', chosen?.value ?? '');
  }, [series, options, companyId, documentType, form]);
  return { options, loaded: series !== undefined, companyId };
}

/** «No tiene series» with the link to the company's Series tab, where one is created (issue 40 item 6). */
function NoSeries({ companyId }: { companyId: string }) {
  return (
    <>
      {messages.noSeries}{' '}
      <Link component={RouterLink} to={companyTab(companyId, 'series')}>
        {documentsMessages.setupLinks.series}
      </Link>
    </>
  );
}

/**
 * The document's header: company, type and series, date, currency; on a phone type and series
 * share a row, and so do the date (the wider, its year whole) and the currency.
 * There, a person with one company is not asked which (it is chosen), and the title is only
 * read out: the buyer and the lines come sooner.
 */
export function HeaderFields({ form, companies }: { form: Form; companies: CompanySummary[] }) {
  const { options: seriesOptions, loaded, companyId } = useSeriesOptions(form);
  const currency = form.watch('currency');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="header-title"
      sx={{ p: 2, position: 'relative' }}
    >
      {/* On a phone its fields say what it is, under the page's «Emitir comprobante»: only read out. */}
      <Typography
        id="header-title"
        variant="h6"
        component="h2"
        gutterBottom
        sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}
      >
        {messages.header}
      </Typography>
      <Grid container spacing={1.5}>
        <Grid
          size={{ xs: 12, md: 6 }}
          sx={{ display: { xs: companies.length > 1 ? 'block' : 'none', md: 'block' } }}
        >
          <FormSelect
            form={form}
            name="companyId"
            label={messages.company}
            options={companies.map((company) => ({
              value: company.publicId,
              label: `${company.ruc} · ${company.businessName}`,
            }))}
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormSelect
            form={form}
            name="documentType"
            label={messages.documentType}
            options={[
              { value: '01', label: documentsMessages.types['01'] },
              { value: '03', label: documentsMessages.types['03'] },
            ]}
            onValue={(type) =>
              form.setValue(
                'customer.documentType',
                buyerIdentityAfterTypeChange(type, form.getValues('customer')),
              )
            }
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormSelect
            form={form}
            name="series"
            label={messages.series}
            options={seriesOptions}
            helperText={loaded && seriesOptions.length === 0 ? <NoSeries companyId={companyId} /> : undefined}
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={DATE_FIELD_SIZE}>
          <FormTextField
            form={form}
            name="issueDate"
            label={messages.issueDate}
            type="date"
            fullWidth
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={DATE_COMPANION_SIZE}>
          <FormSelect
            form={form}
            name="currency"
            label={messages.currency}
            options={[
              { value: 'PEN', label: messages.currencies.PEN },
              { value: 'USD', label: messages.currencies.USD },
            ]}
            fullWidth
            size="small"
          />
        </Grid>
        {currency === 'USD' && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              form={form}
              name="exchangeRate"
              label={messages.exchangeRate}
              fullWidth
              size="small"
              slotProps={decimalInput}
            />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}
