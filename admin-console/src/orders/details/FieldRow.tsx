import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

/** How a field is edited: in place, or in a dialog; the editor works on its own copy until Save. */
export interface FieldEditor<T> {
  kind: 'inline' | 'dialog';
  initial: () => T;
  render: (value: T, setValue: (value: T) => void) => ReactNode;
  /** Save stays disabled while this is false. */
  canSave?: (value: T) => boolean;
  /** Saves; a rejection keeps the editor open (the failure has been shown already). */
  save: (value: T) => Promise<void>;
  /** Why the edit icon is disabled, if it is (an empty value, a locked date). */
  lockedBecause?: string;
}

interface FieldRowProps<T> {
  label: string;
  value: ReactNode;
  editor?: FieldEditor<T>;
  /** A checkbox for Download To Share, in place of the edit icon. */
  select?: ReactNode;
  /** The label above a large value (the final cost header). */
  hero?: boolean;
}

/**
 * One field of the order details: its view mode with an edit icon, and its edit mode with Save
 * (in place, or in a dialog for the fields the spec edits in one: address, rooms, items, navigation).
 */
export function FieldRow<T>({ label, value, editor, select, hero = false }: FieldRowProps<T>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<T | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const start = () => {
    if (!editor) return;
    setDraft(editor.initial());
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    setDraft(undefined);
  };
  const save = async () => {
    if (!editor || draft === undefined) return;
    setSaving(true);
    try {
      await editor.save(draft);
      stop();
    } catch {
      // shown by the saver; the editor stays open to fix the value
    } finally {
      setSaving(false);
    }
  };
  const saveDisabled = saving || draft === undefined || (editor?.canSave ? !editor.canSave(draft) : false);

  const editButton = editor && (
    <Tooltip title={editor.lockedBecause ?? `Edit ${label}`}>
      <span className="no-print">
        <IconButton size="small" aria-label={`Edit ${label}`} onClick={start} disabled={Boolean(editor.lockedBecause) || editing}>
          <Edit fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );

  const inlineEditing = editing && editor?.kind === 'inline' && draft !== undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: hero ? 'max-content max-content' : { xs: '1fr auto', sm: 'minmax(140px, 38%) 1fr auto' },
        alignItems: 'center',
        columnGap: 1.5,
        py: 0.75,
        borderBottom: hero ? 0 : 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        '@media print': { gridTemplateColumns: '38% 1fr' },
      }}
    >
      <Typography
        component="div"
        variant={hero ? 'overline' : 'body2'}
        color="text.secondary"
        sx={{ gridColumn: hero ? '1 / -1' : { xs: '1 / -1', sm: 'auto' }, lineHeight: hero ? 1.5 : undefined }}
      >
        {label}
      </Typography>
      {inlineEditing ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', gridColumn: hero ? '1 / -1' : { xs: '1 / -1', sm: 'span 2' } }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>{editor.render(draft, setDraft)}</Box>
          <Button variant="contained" size="small" onClick={save} disabled={saveDisabled}>
            Save
          </Button>
          <IconButton size="small" aria-label={`Stop editing ${label}`} onClick={stop} disabled={saving}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <>
          <Typography
            component="div"
            variant={hero ? 'h4' : 'body1'}
            sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', ...(hero ? { fontWeight: 800, lineHeight: 1.1 } : {}) }}
          >
            {value === '' || value === null || value === undefined ? (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                Not given
              </Box>
            ) : (
              value
            )}
          </Typography>
          <Box sx={{ minWidth: 34, display: 'flex', justifyContent: 'flex-end' }}>{select ?? editButton}</Box>
        </>
      )}
      {editor?.kind === 'dialog' && (
        <Dialog open={editing} onClose={saving ? undefined : stop} aria-labelledby={titleId} maxWidth="sm" fullWidth>
          <DialogTitle id={titleId}>Edit {label}</DialogTitle>
          <DialogContent dividers>{draft !== undefined && editor.render(draft, setDraft)}</DialogContent>
          <DialogActions>
            <Button onClick={stop} disabled={saving}>
              Cancel
            </Button>
            <Button variant="contained" onClick={save} disabled={saveDisabled}>
              Save
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
