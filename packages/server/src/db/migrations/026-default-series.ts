import type { Migration } from './migration.ts';

/**
 * Issue 40 item 6: a new company starts with F001, B001 and the notes' FC01, BC01, FD01 and BD01
 * on its domicilio fiscal (companies/default-series.ts). A company registered before that and
 * still without any series has never got past that wall; it gets the same series. Each starts
 * after the highest number the company already issued in it (a series deleted after use), so no
 * number is given twice. A company with any series of its own chose them: it is left alone.
 */
export const defaultSeriesMigration: Migration = {
  id: '026_default_series',
  sql: /* sql */ `
    INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
    SELECT e.company_id, e.id, d.document_type, d.series,
           COALESCE((SELECT max(doc.number) FROM documents doc
                      WHERE doc.company_id = e.company_id AND doc.document_type = d.document_type
                        AND doc.series = d.series), 0) + 1,
           now(), now()
      FROM establishments e
     CROSS JOIN (VALUES ('01', 'F001'), ('03', 'B001'), ('07', 'FC01'), ('07', 'BC01'), ('08', 'FD01'), ('08', 'BD01'))
           AS d (document_type, series)
     WHERE e.code = '0000'
       AND NOT EXISTS (SELECT 1 FROM series s WHERE s.company_id = e.company_id)
       AND COALESCE((SELECT max(doc.number) FROM documents doc
                       WHERE doc.company_id = e.company_id AND doc.document_type = d.document_type
                         AND doc.series = d.series), 0) < 99999999;
  `,
};
