import { Box, Button, Checkbox, FormControlLabel, Grid, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AFFECTATION_CODES, formatAmount, type CatalogueProduct } from '@facturador/contracts';
import { CATALOG_03, CATALOG_07, UNIT_GOODS, UNIT_SERVICES } from '@facturador/einvoice/calc';
import { decimalInput, FormTextField, useFieldId } from '@facturador/forms';
import { visuallyHidden } from '@facturador/forms/visually-hidden';
import { useProductSuggestions } from '../../../shared/api/catalogue-search.ts';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../../../shared/form-select.tsx';
import { CatalogueAutocomplete } from '../../../shared/catalogues/catalogue-autocomplete.tsx';
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
 * The amounts' fields: the number keyboard, and the label kept above the field as the selects
 * beside them keep theirs, so «Descuento (con IGV)» is read whole in a field sized for figures.
 */
const AMOUNT_SLOTS = { ...decimalInput, inputLabel: { shrink: true } } as const;

/**
 * The lines: on a phone each is a card with its fields two by two; from md up in two rows (what
 * is sold, then its amounts), each field wide enough for its label and its figures from 360 px to
 * a laptop's 1200 px beside the totals. Adding a line puts the cursor in its description, so lines are typed without the mouse.
 */
export function LineFields({
  form,
  lineTotals,
  igvPercent,
}: {
  form: Form;
  lineTotals: string[];
  /** The company's rate on the issue date: a saved product's price is given or relieved of it. */
  igvPercent: string;
}) {
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [pricesIncludeIgv, companyId] = form.watch(['pricesIncludeIgv', 'companyId']);
  const pricesIncludeIgvId = useFieldId('pricesIncludeIgv');
  const addLineId = useFieldId('add-line');
  /** A product picked from Productos y servicios fills its line: code, description, unit, price and IGV. */
  const pick = (index: number, product: CatalogueProduct) => {
    const price = linePriceOf(product, pricesIncludeIgv, igvPercent);
    form.setValue(`lines.${index}.productCode`, product.code);
    form.setValue(`lines.${index}.description`, product.description);
    form.setValue(`lines.${index}.unitCode`, product.unitCode);
    form.setValue(`lines.${index}.price`, price);
    form.setValue(`lines.${index}.affectation`, product.affectation);
    form.clearErrors(`lines.${index}`);
  };
  return (
    <Stack component="section" aria-labelledby="lines-title" spacing={2}>
      {/* One row down to 360 px (wrapping only if it must): on a phone the first line comes sooner. */}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
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
          sx={{ mr: 0 }}
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
            <Grid size={{ xs: 12, md: 6 }}>
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
            <Grid size={{ xs: 6, md: 3 }}>
              <FormSelect
                form={form}
                name={`lines.${index}.unitCode`}
                label={messages.unit}
                options={UNIT_OPTIONS}
                fullWidth
                size="small"
              />
            </Grid>
            <Grid
              size={{ xs: 4, md: 3 }}
              // Last on a phone, after the amounts it comes from; beside the description from md up.
              sx={{
                order: { xs: 1, md: 0 },
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'flex-end',
                gap: 1,
              }}
            >
              <Typography
                variant="body2"
                data-testid={`line-total-${index}`}
                sx={{ flexGrow: 1, textAlign: 'right' }}
              >
                {/* Named in words for screen readers: a bare figure says nothing out of its row. */}
                <Box component="span" sx={visuallyHidden}>
                  {`${messages.lineTotal} ${index + 1}: `}
                </Box>
                {lineTotals[index] ? formatAmount(lineTotals[index]) : ''}
              </Typography>
              {lines.fields.length > 1 && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => lines.remove(index)}
                  aria-label={messages.removeLine(index + 1)}
                  sx={{ minWidth: 40 }}
                >
                  ✕
                </Button>
              )}
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.quantity`}
                label={messages.quantity}
                fullWidth
                size="small"
                slotProps={AMOUNT_SLOTS}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.price`}
                label={messages.price}
                fullWidth
                size="small"
                slotProps={AMOUNT_SLOTS}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormSelect
                form={form}
                name={`lines.${index}.affectation`}
                label={messages.affectation}
                options={AFFECTATION_OPTIONS}
                fullWidth
                size="small"
              />
            </Grid>
            <Grid size={{ xs: 8, md: 4 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.discount`}
                label={pricesIncludeIgv ? messages.discountWithIgv : messages.discount}
                fullWidth
                size="small"
                slotProps={AMOUNT_SLOTS}
              />
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
