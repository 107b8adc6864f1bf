import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { INVALID_DATE, noonIso, toDate } from '../../lib/dates.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../lib/format.ts';

export type DateInputProps = {
  label: string;
  /** ISO value (a day at 12:00 Belgian time, or a date-time), null when empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Date and time (5-minute step) instead of a day. */
  withTime?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  name?: string;
  maxDate?: Date;
  minDate?: Date;
  size?: 'small' | 'medium';
  /** In a table cell: no visible label, the label only for assistive technology. */
  hideLabel?: boolean;
};

/**
 * A Dutch date (or date-time) picker holding an ISO string: a picked day is stored at 12:00,
 * a date-time as picked; half-typed text is INVALID_DATE so the schema says 'Invalid date'.
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, withTime } = props;
  const [shown, setShown] = useState<Date | null>(toDate(value));
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    // Changed from outside (reset, another field): show it.
    setSent(value);
    setShown(toDate(value));
  }
  const change = (date: Date | null) => {
    const next = date === null ? null : isValid(date) ? toIso(date, withTime) : INVALID_DATE;
    setShown(date);
    setSent(next);
    onChange(next);
  };
  const common = {
    label: props.hideLabel ? undefined : props.label,
    value: shown,
    onChange: change,
    disabled: props.disabled,
    maxDate: props.maxDate,
    minDate: props.minDate,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        name: props.name,
        required: props.required,
        fullWidth: true,
        size: props.size,
        onBlur: props.onBlur,
        error: props.error !== undefined,
        helperText: props.error,
        inputProps: props.hideLabel ? { 'aria-label': props.label } : undefined,
      },
    },
  };
  return withTime ? (
    <DateTimePicker {...common} format={DATE_TIME_FORMAT} ampm={false} timeSteps={{ minutes: 5 }} />
  ) : (
    <DatePicker {...common} format={DATE_FORMAT} />
  );
}

function toIso(date: Date, withTime: boolean | undefined): string {
  return withTime ? date.toISOString() : noonIso(date);
}
