import { z } from 'zod';
import { ifMissing, msg, unlessMissing } from './messages.ts';
// Every schema of this package builds on these fields: importing them installs the Dutch map.
import './zod-messages.ts';

/** Required text: trimmed, not empty, at most `max` characters. Accepts any letter (é, ë, ü). */
export const requiredText = (max = 64) =>
  z
    .string()
    .trim()
    .min(1, msg.required)
    .max(max, max === 64 ? msg.max64 : msg.maxChars(max));

/** Optional text: empty string and null both mean "not given" and are stored as null. */
export const optionalText = (max = 64) =>
  z
    .string()
    .trim()
    .max(max, max === 64 ? msg.max64 : msg.maxChars(max))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A number given as a JSON number or as the text of one (forms and query strings send text).
 * Not z.coerce: that turns true, [3] and null into numbers.
 */
export const numberFromText = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' ? Number(v) : v;

/** A whole number greater than 0, as the spec's number rule asks ('moet groter zijn dan 0'). */
export const positiveInt = (max = 1_000_000) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: ifMissing(msg.positiveNumber) })
      .int(msg.wholeNumber)
      .gt(0, msg.positiveNumber)
      .max(max, msg.atMost(max)),
  );

export const uuid = z.uuid({ error: unlessMissing(msg.id) });
export const idParams = z.object({ id: uuid });
