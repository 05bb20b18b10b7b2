import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import { moveStepProblems, todayOf, type MessageKey, type MoveDraft, type MoveStep } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { getQuoteFlow, quoteFlow } from '../../../hooks/useQuoteFlow';
import { problemsAt, withPathsFrom, type DraftFieldProps } from '../../fields/draftFields';

export interface ReviewItemProps {
  /** The saved draft. */
  draft: MoveDraft;
  label: string;
  /** For 'Edit <name>' when the label alone is ambiguous on the page (both ends have a home size). */
  name?: string;
  value: ReactNode;
  /** The parts of the draft this answer is; Save copies exactly these onto the draft. */
  paths: readonly string[];
  /** The step whose rules the answer must keep before it can be saved. */
  rule: MoveStep;
  /** Problems of the saved draft at these paths, shown under the answer. */
  problems: readonly MessageKey[];
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  editor: (props: DraftFieldProps) => ReactNode;
}

/**
 * One answer on the review: read-only with a pencil; the pencil turns it into its own field with
 * a Save, which stays disabled while the edited answer breaks its rule (customer-side §4).
 * Edits go to a pending copy, so nothing changes until Save.
 */
export function ReviewItem({ draft, label, name = label, value, paths, rule, problems, editing, onEditingChange, editor }: ReviewItemProps) {
  const [pending, setPending] = useState<MoveDraft | null>(null);
  const [wasEditing, setWasEditing] = useState(editing);
  const editorRef = useRef<HTMLDivElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'editor' | 'pencil' | null>(null);
  const t = useT();

  // Closed from outside (another answer opened): what was typed here is dropped.
  if (wasEditing !== editing) {
    setWasEditing(editing);
    if (!editing) setPending(null);
  }

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'editor') editorRef.current?.querySelector<HTMLElement>('input:not([disabled]), select, textarea')?.focus();
    if (target === 'pencil') pencilRef.current?.focus();
  }, [editing]);

  const working = pending ?? draft;
  let blocked = false;
  if (editing) {
    const merged = withPathsFrom(draft, working, paths);
    blocked = problemsAt(moveStepProblems(merged, rule, { today: todayOf(merged) }), paths).length > 0;
  }

  const close = () => {
    setPending(null);
    focusNext.current = 'pencil';
    onEditingChange(false);
  };
  const save = () => {
    if (pending) quoteFlow.setDraft(withPathsFrom(getQuoteFlow().draft, pending, paths));
    close();
  };

  return (
    <Box
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        ...(editing && { bgcolor: 'rgba(15, 76, 92, 0.04)', mx: { xs: -2, sm: -3 }, px: { xs: 2, sm: 3 } }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {!editing && <Box sx={{ overflowWrap: 'anywhere', mt: 0.25 }}>{value}</Box>}
          {!editing &&
            problems.map((problem) => (
              <Typography key={problem} variant="body2" color="error" sx={{ mt: 0.5 }}>
                {t(problem)}
              </Typography>
            ))}
        </Box>
        {editing ? (
          <IconButton aria-label={t('reviewDiscard', { name })} onClick={close} sx={{ mt: -0.5 }}>
            <Close />
          </IconButton>
        ) : (
          <IconButton
            ref={pencilRef}
            aria-label={t('reviewEdit', { name })}
            color="primary"
            sx={{ mt: -0.5 }}
            onClick={() => {
              focusNext.current = 'editor';
              onEditingChange(true);
            }}
          >
            <Edit />
          </IconButton>
        )}
      </Box>
      {editing && (
        <Box ref={editorRef} sx={{ mt: 1.5 }}>
          {editor({ draft: working, edit: (change) => setPending((p) => change(p ?? draft)) })}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
            <Button variant="contained" onClick={save} disabled={blocked} aria-label={t('reviewSaveNamed', { name })}>
              {t('reviewSave')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
