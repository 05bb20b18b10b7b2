import { Suspense, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@moveday/openapi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, messageOf } from '@/lib/api-client';
import { lazyChunk } from '@/lib/chunk-load';
import { dialogs } from '@/lib/dialogs';
import { saveFile } from '@/lib/download';
import { useT } from '@/lib/i18n';
import { closeAccount } from '../api/closeAccount';
import { downloadMyData } from '../api/downloadMyData';
import { getMyOrders, type MyOrder } from '../api/getMyOrders';
import { ACCOUNT_CLOSED_PATH, type AccountClosedState } from './accountClosed';
import { moveNumbersOf, openOrdersOf, orderPath, refusedOrders, type OpenOrder } from './openOrders';

// The dialog loads when first opened: most visits to the profile only look at it.
const CloseAccountDialog = lazyChunk(() => import('./CloseAccountDialog'));

/** The server's refusal to close: its words, and the orders it named. */
interface Refusal {
  message: string;
  orders: OpenOrder[];
}

/**
 * The profile's "Your data" (issue 21): download everything MoveDay holds about the customer as a
 * JSON file, or close the account. What closing does is said before the button; open orders are
 * listed (each linking to its page, where it can be cancelled) and keep the button off. The
 * password confirms in a dialog; once closed, the site says so on a page of its own and the
 * session ends.
 */
export function YourData() {
  const t = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const closeHeadingId = useId();
  const openListId = useId();
  const refusalRef = useRef<HTMLDivElement>(null);
  const [orders, setOrders] = useState<MyOrder[] | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The orders tell which are still open; without them the server still refuses (and names them).
  useEffect(() => {
    let live = true;
    getMyOrders()
      .then((list) => live && setOrders(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  async function download(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const file = await dialogs.withLoading(downloadMyData);
      saveFile(file.blob, file.fileName);
      setNotice(t('downloadDataDone', { fileName: file.fileName }));
    } catch (err) {
      dialogs.showError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function close(password: string): Promise<void> {
    if (busy) return;
    setBusy(true);
    setPasswordError(null);
    try {
      await dialogs.withLoading(() => closeAccount(password));
      const state: AccountClosedState = { accountClosed: true };
      // The page that says so ends the session: ended here, this page's guard would go to /login first.
      navigate(ACCOUNT_CLOSED_PATH, { replace: true, state });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === ErrorCode.validation && err.fields?.password) {
        setPasswordError(err.fields.password);
      } else if (err instanceof ApiError && err.errorCode === ErrorCode.accountHasOpenOrders) {
        setClosing(false);
        // The list again: an order booked meanwhile (another tab) is the one the refusal names.
        const fresh = await getMyOrders().catch(() => orders);
        if (fresh) setOrders(fresh);
        setRefusal({ message: err.message, orders: refusedOrders(moveNumbersOf(err.body), fresh) });
      } else {
        setClosing(false);
        dialogs.showError(messageOf(err));
      }
    } finally {
      setBusy(false);
    }
  }

  const openOrders = refusal ? refusal.orders : orders ? openOrdersOf(orders) : [];
  const blocked = openOrders.length > 0;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid="your-data" sx={{ p: { xs: 2.5, sm: 4 }, mt: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {t('yourDataHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('yourDataIntro')}
      </Typography>

      <Box aria-live="polite">
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {notice}
          </Alert>
        )}
      </Box>

      <Box sx={{ mb: 3 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void download()}>
          {t('downloadDataButton')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('downloadDataDetail')}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby={closeHeadingId} data-testid="close-account">
        <Typography id={closeHeadingId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
          {t('closeAccountHeading')}
        </Typography>
        <Typography sx={{ mb: 0.5 }}>{t('closeAccountWhatHappens')}</Typography>
        <Box component="ul" sx={{ mt: 0, mb: 1, pl: 3, '& li': { mb: 0.5 } }}>
          <li>{t('closeAccountSignIns')}</li>
          <li>{t('closeAccountErased')}</li>
          <li>{t('closeAccountOrdersKept')}</li>
          <li>{t('closeAccountSignUpAgain')}</li>
        </Box>
        <Typography sx={{ mb: 2, fontWeight: 600 }}>{t('closeAccountCannotUndo')}</Typography>

        {blocked && (
          <Alert
            severity="warning"
            ref={refusalRef}
            tabIndex={-1}
            role={refusal ? 'alert' : undefined}
            id={openListId}
            data-testid="open-orders"
            sx={{ mb: 2, '&:focus': { outline: '2px solid', outlineOffset: 2 } }}
          >
            <Typography sx={{ fontWeight: 600 }}>{refusal ? refusal.message : t('closeAccountOpenOrders')}</Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {openOrders.map((order) => (
                <li key={order.moveId}>
                  {order.moveDatabaseID ? (
                    <Link component={RouterLink} to={orderPath(order.moveDatabaseID)} sx={{ fontWeight: 600 }}>
                      {t('closeAccountOrderLink', { moveId: order.moveId })}
                    </Link>
                  ) : (
                    t('closeAccountOrderLink', { moveId: order.moveId })
                  )}
                </li>
              ))}
            </Box>
          </Alert>
        )}

        <Button
          variant="contained"
          color="error"
          disabled={busy || blocked}
          aria-describedby={blocked ? openListId : undefined}
          onClick={() => {
            setPasswordError(null);
            setClosing(true);
          }}
        >
          {t('closeAccountButton')}
        </Button>
      </Box>

      <Suspense fallback={null}>
        {closing && (
          <CloseAccountDialog busy={busy} passwordError={passwordError} onCancel={() => setClosing(false)} onConfirm={(password) => void close(password)} />
        )}
      </Suspense>
    </Paper>
  );
}
