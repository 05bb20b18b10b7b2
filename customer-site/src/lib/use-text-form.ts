import { useState } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { Limits } from '@moveday/openapi';

/**
 * A form of text fields with a message per field: each field's props (id, value, change, the
 * message under it, cleared as the field is typed in). A phone field keeps digits only, ten at most.
 */
export function useTextForm<F extends string, Extra extends string = never>(idPrefix: string, empty: Record<F, string>, phoneField?: F) {
  const [form, setForm] = useState<Record<F, string>>(empty);
  const [problems, setProblems] = useState<Partial<Record<F | Extra, string>>>({});

  const field = (name: F, label: string, extra: Partial<TextFieldProps> = {}): TextFieldProps => ({
    id: `${idPrefix}-${name}`,
    name,
    label,
    required: true,
    fullWidth: true,
    value: form[name],
    onChange: (event) => {
      const value = name === phoneField ? event.target.value.replace(/\D/g, '').slice(0, Limits.phoneDigits) : event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: undefined }));
    },
    error: problems[name] !== undefined,
    helperText: problems[name] ?? ' ',
    ...extra,
  });

  return { form, setForm, problems, setProblems, field };
}
