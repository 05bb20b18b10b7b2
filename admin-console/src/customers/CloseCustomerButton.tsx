import PersonOff from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorCode } from '@moveday/openapi';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { ApiError, messageOf } from '../lib/http';
import type { AdminCustomerDetail } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { CLOSE_EFFECTS, OPEN_ORDERS_FIRST, closeQuestion, customerName, openOrdersOf, refusedMoveNumbers, refusedOrders } from './customerFacts';

/**
 * Close account (`POST /api/admin/customers/{id}/close`), after a confirmation that names the
 * customer and says what closing does. Open orders keep it from closing: the dialog lists them,
 * each linking to its page, as it knows them or as the server's refusal (409, 7033) names them.
 */
export function CloseCustomerButton({ customer }: { customer: AdminCustomerDetail }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<{ moveID: string; id?: string }[] | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.closeCustomer(customer.id),
    onSuccess: () => {
      setOpen(false);
      notify(`The account of ${customerName(customer)} is closed`, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.accountHasOpenOrders) {
        setRefused(refusedOrders(refusedMoveNumbers(error.body), customer.orders));
      } else {
        setOpen(false);
        void show(messageOf(error));
      }
      refresh();
    },
  });
  if (customer.closedAt !== null) return null;

  const blocking = refused ?? openOrdersOf(customer).map((order) => ({ moveID: order.moveID, id: order.id }));
  const close = () => !isPending && setOpen(false);

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<PersonOff />}
        onClick={() => {
          setRefused(null);
          setOpen(true);
        }}
      >
        Close account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {closeQuestion(customer)}
        </DialogTitle>
        <DialogContent>
          {blocking.length > 0 ? (
            <Alert severity="warning" role="alert" data-testid="open-orders">
              <Typography sx={{ fontWeight: 600 }}>{OPEN_ORDERS_FIRST}</Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {blocking.map((order) => (
                  <li key={order.moveID}>
                    {order.id ? (
                      <Link component={RouterLink} to={detailsPath(order.id)} sx={{ fontWeight: 600 }}>
                        {order.moveID}
                      </Link>
                    ) : (
                      order.moveID
                    )}
                  </li>
                ))}
              </Box>
            </Alert>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
              {CLOSE_EFFECTS.map((effect) => (
                <li key={effect}>
                  <Typography variant="body2">{effect}</Typography>
                </li>
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isPending} autoFocus>
            Cancel
          </Button>
          <Button onClick={() => mutate()} variant="contained" color="error" disabled={isPending || blocking.length > 0}>
            Close account
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
