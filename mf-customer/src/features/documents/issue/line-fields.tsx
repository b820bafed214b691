import { Box, Button, Checkbox, FormControlLabel, Grid, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AFFECTATION_CODES, type CatalogueProduct } from '@facturador/contracts';
import { CATALOG_03, CATALOG_07, UNIT_GOODS, UNIT_SERVICES } from '@facturador/einvoice/calc';
import { decimalInput, FormTextField, useFieldId } from '@facturador/forms';
import { visuallyHidden } from '@facturador/forms/visually-hidden';
import { igvRegimeQueryOptions } from '../api/document-queries.ts';
import { useProductSuggestions } from '../catalogues/api/catalogue-search.ts';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../shared/form-select.tsx';
import { CatalogueAutocomplete } from './catalogue-autocomplete.tsx';
import { igvRateOn } from './igv-rate.ts';
import { emptyLine, type IssueFormValues } from './issue-form-model.ts';
import { linePriceOf } from './product-price.ts';

const messages = documentsMessages.form;

/** Catálogo 03 with NIU and ZZ first: most documents use one of the two. */
const UNIT_OPTIONS = [
  UNIT_GOODS,
  UNIT_SERVICES,
  ...Object.keys(CATALOG_03).filter((code) => code !== UNIT_GOODS && code !== UNIT_SERVICES),
].map((code) => ({ value: code, label: `${code} · ${CATALOG_03[code]}` }));
/** Catálogo 07: the onerous operations first (10, 20, 30), then the rest. */
const AFFECTATION_OPTIONS = [
  '10',
  '20',
  '30',
  ...AFFECTATION_CODES.filter((code) => !['10', '20', '30'].includes(code)),
].map((code) => ({ value: code, label: `${code} · ${CATALOG_07[code as keyof typeof CATALOG_07].name}` }));

type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

/**
 * The lines: on a phone each is a card with its fields stacked; from md up the same fields sit
 * in one row. Adding a line puts the cursor in its description, so lines are typed without the mouse.
 */
export function LineFields({ form, lineTotals }: { form: Form; lineTotals: string[] }) {
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [pricesIncludeIgv, companyId, issueDate] = form.watch(['pricesIncludeIgv', 'companyId', 'issueDate']);
  const regime = useQuery(igvRegimeQueryOptions(companyId));
  const pricesIncludeIgvId = useFieldId('pricesIncludeIgv');
  const addLineId = useFieldId('add-line');
  /** A product picked from Productos y servicios fills its line: code, description, unit, price and IGV. */
  const pick = (index: number, product: CatalogueProduct) => {
    const price = linePriceOf(product, pricesIncludeIgv, igvRateOn(regime.data?.rates, issueDate));
    form.setValue(`lines.${index}.productCode`, product.code);
    form.setValue(`lines.${index}.description`, product.description);
    form.setValue(`lines.${index}.unitCode`, product.unitCode);
    form.setValue(`lines.${index}.price`, price);
    form.setValue(`lines.${index}.affectation`, product.affectation);
    form.clearErrors(`lines.${index}`);
  };
  return (
    <Stack component="section" aria-labelledby="lines-title" spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="lines-title" variant="h6" component="h2">
          {messages.lines}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              id={pricesIncludeIgvId}
              checked={pricesIncludeIgv}
              onChange={(event) => form.setValue('pricesIncludeIgv', event.target.checked)}
            />
          }
          label={messages.pricesIncludeIgv}
        />
      </Stack>
      {lines.fields.map((line, index) => (
        <Paper
          key={line.id}
          variant="outlined"
          component="fieldset"
          // A fieldset is as wide as its content by default: on a phone it would push the page sideways.
          sx={{ p: 2, m: 0, minWidth: 0 }}
          aria-label={messages.line(index + 1)}
        >
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <CatalogueAutocomplete
                form={form}
                name={`lines.${index}.description`}
                companyId={companyId}
                label={messages.description}
                useOptions={useProductSuggestions}
                optionKey={(product) => product.id}
                optionValue={(product) => product.description}
                optionText={(product) => `${product.code} · ${product.description} · ${product.unitPrice}`}
                onPick={(product) => pick(index, product)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormSelect
                form={form}
                name={`lines.${index}.unitCode`}
                label={messages.unit}
                options={UNIT_OPTIONS}
                fullWidth
                size="small"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 1 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.quantity`}
                label={messages.quantity}
                fullWidth
                size="small"
                slotProps={decimalInput}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.price`}
                label={messages.price}
                fullWidth
                size="small"
                slotProps={decimalInput}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormSelect
                form={form}
                name={`lines.${index}.affectation`}
                label={messages.affectation}
                options={AFFECTATION_OPTIONS}
                fullWidth
                size="small"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.discount`}
                label={messages.discount}
                fullWidth
                size="small"
                slotProps={decimalInput}
              />
            </Grid>
            <Grid
              size={{ xs: 6, md: 1 }}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography variant="body2" data-testid={`line-total-${index}`}>
                {/* Named in words for screen readers: a bare figure says nothing out of its row. */}
                <Box component="span" sx={visuallyHidden}>
                  {`${messages.lineTotal} ${index + 1}: `}
                </Box>
                {lineTotals[index] ?? ''}
              </Typography>
              {lines.fields.length > 1 && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => lines.remove(index)}
                  aria-label={messages.removeLine(index + 1)}
                >
                  ✕
                </Button>
              )}
            </Grid>
          </Grid>
        </Paper>
      ))}
      <div>
        <Button
          id={addLineId}
          variant="outlined"
          onClick={() =>
            lines.append(emptyLine(), {
              shouldFocus: true,
              focusName: `lines.${lines.fields.length}.description`,
            })
          }
        >
          {messages.addLine}
        </Button>
      </div>
    </Stack>
  );
}
