import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ITEMS_PER_TUBE_POSITION,
  MAX_SEMEN_IMPORT_ROWS,
  MAX_UPLOAD_MB,
  SEMEN_CSV_COLUMNS,
  semenImportResult,
  uploadMessages,
} from '@stalboek/domain';
import { decodeCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import {
  filePart,
  registerUploads,
  requireFile,
  safeFilename,
  uploadErrorResponses,
  withUploadForm,
} from '../../lib/uploads.ts';
import { importSemenLots, parseSemenCsv } from './import.ts';

const columns = Object.entries(SEMEN_CSV_COLUMNS)
  .map(([name, what]) => `\`${name}\`: ${what}`)
  .join('; ');

/**
 * 'Upload sperma stock' (spec 02 /settings/uploadSemenStock); docs/domain.md 'Semen CSV import'.
 * Its own plugin: multipart is registered in this scope only, as for the other uploads.
 */
export const semenImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  app.post(
    '/semen/upload/semen',
    {
      schema: {
        description:
          `Imports semen lots from a CSV file, one lot per row: multipart/form-data with one part ` +
          `\`file\` named *.csv (at most ${MAX_UPLOAD_MB} MB and ${MAX_SEMEN_IMPORT_ROWS} rows; ` +
          'UTF-8 or Windows-1252; `;` or `,` between cells; a header row). Columns (any order, ' +
          `names case-insensitive; \`productiedatum\` or \`importdatum\` at least) — ${columns}. ` +
          'Each row goes through the rules of POST /api/semen (the lot form, a stallion, an ' +
          `owner, at most ${ITEMS_PER_TUBE_POSITION} lots with straws per tube position, counted ` +
          'with the rows of the file) and becomes a lot with its Create modification and its ' +
          'Gain or Import ledger row, all in one transaction: every row is imported, or none and ' +
          "a 400 whose details name each problem as 'row N' (the header is row 1) and " +
          "'column: reason'. Too many uploads at once: 503, retry.",
        consumes: ['multipart/form-data'],
        multipartBody: z.object({
          file: filePart(['text/csv'], `A *.csv file, at most ${MAX_UPLOAD_MB} MB`),
        }),
        response: { 200: semenImportResult, ...errorResponses, ...uploadErrorResponses },
      },
    },
    async (req) =>
      withUploadForm(req, {}, async (form) => {
        const file = requireFile(form);
        if (!safeFilename(file.filename).toLowerCase().endsWith('.csv'))
          throw new AppError('BAD_REQUEST', uploadMessages.badCsv);
        const rows = parseSemenCsv(decodeCsv(file.data));
        return importSemenLots(app.db, req.actor, rows);
      }),
  );
};
