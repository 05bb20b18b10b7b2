import { useState } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { Limits, type MessageKey } from '@moveday/openapi';
import { useT } from './i18n';

/**
 * What is wrong with a field: a rule's catalogue key (put in the reader's language when shown, so
 * it follows a change of language), or words the server has already said in it.
 */
export type FieldProblem = MessageKey | { said: string };

/** The server's words for a field, as a problem. */
export const said = (words: string): FieldProblem => ({ said: words });

/**
 * A form of text fields with a message per field: each field's props (id, value, change, the
 * message under it, cleared as the field is typed in). A phone field keeps digits only, ten at most.
 */
export function useTextForm<F extends string, Extra extends string = never>(idPrefix: string, empty: Record<F, string>, phoneField?: F) {
  const t = useT();
  const [form, setForm] = useState<Record<F, string>>(empty);
  const [problems, setProblems] = useState<Partial<Record<F | Extra, FieldProblem>>>({});

  /** A problem in the reader's words. */
  const say = (problem: FieldProblem): string => (typeof problem === 'string' ? t(problem) : problem.said);

  const field = (name: F, label: string, extra: Partial<TextFieldProps> = {}): TextFieldProps => {
    const problem = problems[name];
    return {
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
      error: problem !== undefined,
      helperText: problem === undefined ? ' ' : say(problem),
      ...extra,
    };
  };

  return { form, setForm, problems, setProblems, field, say };
}
