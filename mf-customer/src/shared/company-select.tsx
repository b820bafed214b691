import { TextField } from '@mui/material';
import type { CompanySummary } from '@facturador/contracts';
import { rememberCompany } from './preferred-company.ts';
import { cataloguesMessages as messages } from './catalogues/messages.ts';

/** The company whose catalogue is shown; the choice is remembered for Comprobantes and Emitir too. */
export function CompanySelect(props: {
  companies: readonly CompanySummary[];
  value: string;
  onChange: (companyId: string) => void;
}) {
  return (
    <TextField
      // Its own id: a choice made on the page the server sent is replayed once the app is up.
      id="catalogue-company"
      select
      label={messages.company}
      value={props.value}
      onChange={(event) => {
        rememberCompany(event.target.value);
        props.onChange(event.target.value);
      }}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.companies.map((company) => (
        <option key={company.publicId} value={company.publicId}>
          {`${company.ruc} · ${company.businessName}`}
        </option>
      ))}
    </TextField>
  );
}
