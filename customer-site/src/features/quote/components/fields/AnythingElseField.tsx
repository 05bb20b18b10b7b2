import TextField from '@mui/material/TextField';
import { changed, Limits, textProblem } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import type { DraftFieldProps } from './draftFields';

/** 'Anything else we should know': at most 250 characters, counted as they are typed. */
export function AnythingElseField({ draft, edit }: DraftFieldProps) {
  const value = draft.dropLocationTab.anythingElseToKnow ?? '';
  const problem = textProblem(value);
  const t = useT();
  return (
    <TextField
      id="quote-anything-else"
      label={t('wizardAnythingElse')}
      multiline
      minRows={3}
      fullWidth
      value={value}
      onChange={(event) => edit((d) => changed(d, (c) => void (c.dropLocationTab.anythingElseToKnow = event.target.value.slice(0, Limits.anythingElseToKnow))))}
      error={problem !== undefined}
      helperText={problem ? t(problem) : t('wizardCharacters', { count: value.length, max: Limits.anythingElseToKnow })}
      slotProps={{ htmlInput: { maxLength: Limits.anythingElseToKnow } }}
    />
  );
}
