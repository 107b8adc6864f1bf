import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LODGING_CSV_COLUMNS,
  lodgingImportResult,
  MAX_UPLOAD_MB,
  uploadMessages,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../lib/errors.ts';
import {
  filePart,
  registerUploads,
  requireFile,
  safeFilename,
  uploadErrorResponses,
  withUploadForm,
} from '../../lib/uploads.ts';
import { decodeCsv } from '../../lib/csv.ts';
import { importLodgings, MAX_IMPORT_ROWS, parseLodgingCsv } from './import.ts';

const columns = Object.entries(LODGING_CSV_COLUMNS)
  .map(([name, what]) => `\`${name}\`: ${what}`)
  .join('; ');

/** 'Upload verblijven' (spec 02 /settings/uploadSemenStock); docs/domain.md 'Lodging CSV import'. */
export const lodgingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  app.post(
    '/semen/upload/lodging',
    {
      schema: {
        description:
          `Imports lodgings from a CSV file: multipart/form-data with one part \`file\` named *.csv ` +
          `(at most ${MAX_UPLOAD_MB} MB and ${MAX_IMPORT_ROWS} rows; UTF-8 or Windows-1252; ` +
          `\`;\` or \`,\` between cells; a header row). Columns (any order, names ` +
          `case-insensitive) — ${columns}. Every row goes ` +
          `through the lodging rules in one transaction: all rows are imported, or none and a 400 ` +
          "whose details name each bad row as 'row N' (the header is row 1). Too many uploads at " +
          'once: 503, retry.',
        consumes: ['multipart/form-data'],
        multipartBody: z.object({
          file: filePart(['text/csv'], `A *.csv file, at most ${MAX_UPLOAD_MB} MB`),
        }),
        response: { 200: lodgingImportResult, ...errorResponses, ...uploadErrorResponses },
      },
    },
    async (req) =>
      withUploadForm(req, {}, async (form) => {
        const file = requireFile(form);
        if (!safeFilename(file.filename).toLowerCase().endsWith('.csv'))
          throw new AppError('BAD_REQUEST', uploadMessages.badCsv);
        const rows = parseLodgingCsv(decodeCsv(file.data));
        return importLodgings(app.db, req.actor, rows);
      }),
  );
};
