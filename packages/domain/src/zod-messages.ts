import { z } from 'zod';
import { isMissing, msg } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

const TYPE_MESSAGES: Record<string, string> = {
  number: msg.number,
  int: msg.wholeNumber,
  bigint: msg.wholeNumber,
  nan: msg.number,
  string: msg.text,
  boolean: msg.yesNo,
  array: msg.list,
  tuple: msg.list,
  set: msg.list,
  object: msg.object,
  record: msg.object,
  map: msg.object,
  date: msg.date,
};

const OBJECT_TYPES = new Set(['object', 'record', 'map']);

const FORMAT_MESSAGES: Record<string, string> = {
  uuid: msg.id,
  guid: msg.id,
  datetime: msg.date,
  date: msg.date,
  time: msg.time,
  email: msg.email,
  url: msg.url,
};

/** 0.01 → 2: a step that is a power of ten below 1 reads as a number of decimals. */
function decimalsOf(divisor: number): number | undefined {
  for (let n = 1; n <= 6; n++) if (Math.abs(divisor * 10 ** n - 1) < 1e-9) return n;
  return undefined;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? msg.exactChars(max) : msg.maxChars(max);
    case 'array':
    case 'set':
      return msg.maxValues(max);
    case 'date':
      return msg.tooLate;
    case 'file':
      return msg.fileTooLarge;
    default:
      return issue.inclusive ? msg.atMost(issue.maximum) : msg.lessThan(issue.maximum);
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return msg.exactChars(min);
      return min <= 1 ? msg.required : msg.minChars(min);
    case 'array':
    case 'set':
      return msg.minValues(min);
    case 'date':
      return msg.tooEarly;
    default:
      if (!issue.inclusive) return msg.moreThan(issue.minimum);
      return min === 0 ? msg.notNegative : msg.atLeast(issue.minimum);
  }
}

/**
 * The one Dutch error map of every zod schema, in the API and in the forms. A schema's own
 * message outranks it (the spec's texts: 'Mag maximum 64 tekens bevatten', 'Max 15 characters',
 * 'Invalid Account' …); this map says what is wrong where the schema says nothing: 'Dit veld is
 * verplicht' only for a value that is missing, else what is wrong with the one given.
 */
export function dutchMessage(issue: Issue): string {
  const { input } = issue;
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(input)) return msg.required;
      // A repeated query parameter arrives as a list.
      if (Array.isArray(input) && !OBJECT_TYPES.has(issue.expected)) return msg.oneValue;
      return TYPE_MESSAGES[issue.expected] ?? msg.invalid;
    case 'invalid_value':
    case 'invalid_union':
      if (isMissing(input)) return msg.required;
      if (Array.isArray(input)) return msg.oneValue;
      // Text where a number is chosen (tax 6 or 21) arrives as NaN from numberFromText.
      if (Number.isNaN(input)) return msg.number;
      return msg.invalid;
    case 'invalid_format':
      if (isMissing(input)) return msg.required;
      return FORMAT_MESSAGES[issue.format] ?? msg.invalid;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'not_multiple_of': {
      const decimals = decimalsOf(Number(issue.divisor));
      return decimals ? msg.decimals(decimals) : msg.multipleOf(issue.divisor);
    }
    case 'unrecognized_keys':
      return msg.unknownFields(issue.keys);
    default:
      // invalid_key, invalid_element, custom checks without a message of their own.
      return msg.invalid;
  }
}

/**
 * Installs the map for every schema in this process (zod's global configuration, read when a
 * value is parsed, not when a schema is built). Importing the domain package installs it; the
 * server and the web app call it again where they boot, so the dependency is visible there.
 */
export function installDutchMessages(): void {
  z.config({ customError: dutchMessage });
}

installDutchMessages();
