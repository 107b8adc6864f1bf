import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  idParams,
  labDeleteParams,
  laboUploadFields,
  labParams,
  labResult,
  labResultList,
  MAX_UPLOAD_MB,
  pdfLink,
  researchSheetsQuery,
  storedFile,
} from '@stalboek/domain';
import { deleteById } from '../../lib/resource-routes.ts';
import { errorResponses, noContent, ok } from '../../lib/route-schemas.ts';
import { AppError, type ErrorDetail } from '../../lib/errors.ts';
import {
  checkType,
  fileDownload,
  filePart,
  registerUploads,
  requireFile,
  safeFilename,
  sendStoredFile,
  uploadErrorResponses,
  withUploadForm,
  type FileType,
  type UploadForm,
} from '../../lib/uploads.ts';
import * as files from './files.ts';
import { horseSheetLink, researchSheetsPdf } from './pdf.ts';

const ACCEPTED: readonly FileType[] = ['application/pdf', 'image/png', 'image/jpeg'];
const uploadNote =
  `multipart/form-data with one part \`file\` (PDF, PNG or JPEG, checked by content; at most ` +
  `${MAX_UPLOAD_MB} MB: else 413; another type: 415). The client's file name is kept for display only. ` +
  'Too many uploads at once: 503, retry.';
const uploadedFile = filePart(
  ACCEPTED,
  `PDF, PNG or JPEG (by content), at most ${MAX_UPLOAD_MB} MB; its name is kept for display only`,
);
/** The lab result's form: the fields the handler checks with laboUploadFields, and the file. */
const labForm = laboUploadFields.extend({
  date: laboUploadFields.shape.date.meta({
    format: 'date-time',
    description: 'An ISO date-time, or a day YYYY-MM-DD (taken at 12:00 Brussels); not after today',
  }),
  file: uploadedFile,
});

/** The uploaded file, type checked, with a display-safe name. */
function checkedFile(form: UploadForm) {
  const file = requireFile(form);
  const type = checkType(file.data, ACCEPTED);
  return { ...file, type, filename: safeFilename(file.filename, type) };
}

/** Lab fields and file together: one 400 naming every missing or bad field. */
function labInput(form: UploadForm) {
  const parsed = laboUploadFields.safeParse(form.fields);
  const details: ErrorDetail[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: `body.${i.path.join('.')}`, message: i.message }));
  if (!form.file) details.push({ path: 'body.file', message: 'Dit veld is verplicht' });
  if (!parsed.success || details.length)
    throw new AppError(
      'BAD_REQUEST',
      details.map((d) => `${d.path}: ${d.message}`).join('; '),
      details,
    );
  return { fields: parsed.data, file: checkedFile(form) };
}

/** Passports, lab results and research-sheet PDFs of a horse (spec 01 §7, DESIGN §6). */
export const horseFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  app.post(
    '/horse/:id/passport',
    {
      schema: {
        description: `Stores the horse's passport, replacing an older one. ${uploadNote}`,
        consumes: ['multipart/form-data'],
        params: idParams,
        multipartBody: z.object({ file: uploadedFile }),
        response: { 201: storedFile, ...errorResponses, ...uploadErrorResponses },
      },
    },
    async (req, reply) => {
      const stored = await withUploadForm(req, { accept: ACCEPTED }, (form) =>
        files.storePassport(app.db, req.actor, req.params.id, checkedFile(form)),
      );
      return reply.status(201).send(stored);
    },
  );
  app.get(
    '/horse/:id/passport',
    {
      schema: {
        description: 'The passport file, shown inline.',
        params: idParams,
        response: ok(fileDownload('The passport')),
      },
    },
    async (req, reply) =>
      sendStoredFile(reply, await files.passportFile(app.db, req.params.id), 'inline'),
  );
  deleteById(app, '/horse/:id/passport', files.deletePassport);

  app.post(
    '/horse/:id/labo',
    {
      schema: {
        description:
          `Adds a lab result: fields \`lab\` (required, at most 64 characters) and \`date\` ` +
          `(required, YYYY-MM-DD or an ISO date-time, not after today). ${uploadNote}`,
        consumes: ['multipart/form-data'],
        params: idParams,
        multipartBody: labForm,
        response: { 201: labResult, ...errorResponses, ...uploadErrorResponses },
      },
    },
    async (req, reply) => {
      const added = await withUploadForm(
        req,
        { fields: ['lab', 'date'], accept: ACCEPTED },
        (form) => {
          const { fields, file } = labInput(form);
          return files.addLabResult(app.db, req.actor, req.params.id, fields, file);
        },
      );
      return reply.status(201).send(added);
    },
  );
  app.get(
    '/horse/:id/labo',
    {
      schema: {
        description: "The horse's lab results, newest date first.",
        params: idParams,
        response: ok(labResultList),
      },
    },
    async (req) => files.listLabResults(app.db, req.params.id),
  );
  app.get(
    '/horse/:id/labo/:labId',
    {
      schema: {
        description: 'The file of a lab result, as a download.',
        params: labParams,
        response: ok(fileDownload('The lab result')),
      },
    },
    async (req, reply) =>
      sendStoredFile(
        reply,
        await files.labFile(app.db, req.params.id, req.params.labId),
        'attachment',
      ),
  );
  app.delete(
    '/horse/:id/labo/:labId/:filename',
    {
      schema: {
        description: 'Deletes a lab result and its file; `filename` must be the stored one.',
        params: labDeleteParams,
        response: noContent,
      },
    },
    async (req, reply) => {
      const { id, labId, filename } = req.params;
      await files.deleteLabResult(app.db, req.actor, id, labId, filename);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/horse/:id/pdfBase64',
    {
      schema: {
        description:
          'The research sheet (two copies) of a surrogate mare with birth date, brand number ' +
          'and microchip, as a data URL; else 409 naming what is missing.',
        params: idParams,
        response: { 200: pdfLink, ...errorResponses, 409: apiError },
      },
    },
    async (req) => horseSheetLink(app.db, req.params.id),
  );
  app.get(
    '/horse/research-sheets/pdf',
    {
      schema: {
        description:
          'onderzoeksfiches.pdf: two research sheets per alive surrogate mare of the filtered ' +
          "list (the horse list's filters; type, surrogate and alive are forced). " +
          "409 'Geen draagmoeders gevonden' when the list is empty.",
        querystring: researchSheetsQuery,
        response: {
          200: fileDownload('The research sheets PDF', ['application/pdf']),
          ...errorResponses,
          409: apiError,
        },
      },
    },
    async (req, reply) => {
      const data = await researchSheetsPdf(app.db, req.query);
      const file = { filename: 'onderzoeksfiches.pdf', mimeType: 'application/pdf', data };
      return sendStoredFile(reply, file, 'attachment');
    },
  );
};
