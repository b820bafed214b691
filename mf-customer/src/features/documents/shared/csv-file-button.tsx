import { Button } from '@mui/material';
import { useRef } from 'react';

/**
 * «Elegir archivo CSV»: a real button that opens the file picker (a <label> styled as a button is
 * not a button to assistive technology). The same file chosen again, once fixed, is read again.
 */
export function CsvFileButton({
  label,
  busyLabel,
  busy,
  onFile,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? busyLabel : label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept=".csv,text/csv"
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
