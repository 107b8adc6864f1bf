import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { filePart, multipart, samplePdf } from '../../test/fixtures/uploads.ts';
import { registerErrorHandler } from './error-handler.ts';
import {
  registerUploads,
  requireFile,
  UPLOAD_QUEUE,
  UPLOAD_SLOTS,
  uploadLoad,
  withUploadForm,
} from './uploads.ts';

// Issue 14: 8 parallel 20 MB uploads held 8 × several copies. At most UPLOAD_SLOTS are read and
// handled at once; the others wait for a turn (their bodies unread), a full line is a 503.
let open: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (open = resolve));
let handling = 0;

const app = Fastify();
registerErrorHandler(app);
await app.register(async (scope) => {
  await registerUploads(scope);
  scope.post('/upload', async (req) =>
    withUploadForm(req, { accept: ['application/pdf'] }, async (form) => {
      handling += 1;
      await gate;
      return { size: requireFile(form).data.length };
    }),
  );
});
afterAll(() => app.close());

const upload = () =>
  app.inject({ method: 'POST', url: '/upload', ...multipart([filePart(samplePdf)]) });

/** Lets queued work run until `done` holds (no clock involved). */
async function until(done: () => boolean) {
  for (let i = 0; i < 10_000 && !done(); i++) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
}

test('reads and handles at most UPLOAD_SLOTS uploads at once; a full line answers 503', async () => {
  const uploads = Array.from({ length: UPLOAD_SLOTS + UPLOAD_QUEUE }, upload);
  await until(() => handling === UPLOAD_SLOTS && uploadLoad().waiting === UPLOAD_QUEUE);
  expect(uploadLoad()).toEqual({ active: UPLOAD_SLOTS, waiting: UPLOAD_QUEUE });
  expect(handling).toBe(UPLOAD_SLOTS);

  const refused = await upload();
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Er worden nu te veel bestanden tegelijk opgeladen; probeer het zo dadelijk opnieuw.',
  });
  const notMultipart = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
  expect(notMultipart.statusCode, 'refused without waiting for a turn').toBe(415);

  open();
  const answers = await Promise.all(uploads);
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  expect(answers[0]?.json()).toEqual({ size: samplePdf.length });
  expect(handling).toBe(UPLOAD_SLOTS + UPLOAD_QUEUE);
  expect(uploadLoad()).toEqual({ active: 0, waiting: 0 });
});
