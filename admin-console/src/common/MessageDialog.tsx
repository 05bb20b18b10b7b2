import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface Shown {
  message: string;
  title: string;
  done: () => void;
}

type Show = (message: string, title?: string) => Promise<void>;

const MessageContext = createContext<Show>(() => Promise.resolve());

/**
 * The spec's client-side messages 'each shown in a modal with an Ok button' (admin-side §8): one
 * dialog for the whole console, opened with `useShowMessage()(message)`.
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback<Show>((message, title = 'Please check') => new Promise<void>((resolve) => setShown({ message, title, done: resolve })), []);
  const close = () => {
    shown?.done();
    setShown(null);
  };
  const value = useMemo(() => show, [show]);
  return (
    <MessageContext.Provider value={value}>
      {children}
      <Dialog open={shown !== null} onClose={close} aria-labelledby="message-dialog-title" maxWidth="xs" fullWidth>
        <DialogTitle id="message-dialog-title">{shown?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText role="alert">{shown?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" autoFocus>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </MessageContext.Provider>
  );
}

export const useShowMessage = (): Show => useContext(MessageContext);
