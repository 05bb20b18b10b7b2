import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ErrorCode } from '@moveday/openapi';
import { GivenRatingView } from '@/components/rating/GivenRatingView';
import { RatingForm } from '@/components/rating/RatingForm';
import { PageHeading } from '@/components/ui/PageHeading';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useBooks, useFormats, useT } from '@/lib/i18n';
import { getRatingLink, type RatingLinkInfo } from '../api/getRatingLink';
import { rateByLink } from '../api/rateByLink';

type LinkState = { status: 'loading' } | { status: 'invalid' } | { status: 'failed'; message: string } | { status: 'ready'; info: RatingLinkInfo };

/** The rating link's token from the address: `/rate?token=...`. */
const useToken = (): string => useSearchParams()[0].get('token')?.trim() ?? '';

/**
 * /rate?token=...: the page of the link a customer is mailed the day after their move is done
 * (issue 18). It needs no sign-in: it shows the move and takes 1 to 5 stars and a comment, once;
 * a link used already shows the rating given, an unknown one says to rate from the order page.
 */
export function RatingLinkPage() {
  useBooks('afterBooking');
  const t = useT();
  const token = useToken();
  const [state, setState] = useState<LinkState>(token ? { status: 'loading' } : { status: 'invalid' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    dialogs
      .withLoading(() => getRatingLink(token))
      .then((info) => live && setState({ status: 'ready', info }))
      .catch((err: unknown) => {
        if (!live) return;
        setState(err instanceof ApiError && err.status === 404 ? { status: 'invalid' } : { status: 'failed', message: messageOf(err) });
      });
    return () => {
      live = false;
    };
  }, [token]);

  async function send(info: RatingLinkInfo, rating: { stars: number; comment: string | null }): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await dialogs.withLoading(() => rateByLink(token, rating));
      setNotice(answer.message);
      setState({ status: 'ready', info: { ...info, rating: { ...rating, createdAt: Date.now() } } });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === ErrorCode.alreadyRated) {
        // Rated meanwhile (from the order page, or another tab): show the rating that stands.
        setNotice(err.message);
        getRatingLink(token).then(
          (fresh) => setState({ status: 'ready', info: fresh }),
          () => undefined,
        );
      } else if (err instanceof ApiError && err.status === 404) {
        setState({ status: 'invalid' });
      } else {
        dialogs.showError(messageOf(err));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {state.status === 'invalid' ? (
          <>
            <PageHeading>{t('ratingLinkNotFoundHeading')}</PageHeading>
            <Typography role="alert" data-testid="rating-link-invalid">
              {t('ratingLinkInvalid')}
            </Typography>
          </>
        ) : (
          <>
            <PageHeading>{t('rateHeading')}</PageHeading>
            {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
            {state.status === 'ready' && <LinkedMove info={state.info} />}
            <Box aria-live="polite" sx={{ my: 2 }}>
              {notice && (
                <Alert severity="success" role="status">
                  {notice}
                </Alert>
              )}
            </Box>
            {state.status === 'ready' &&
              (state.info.rating ? (
                <>
                  {!notice && (
                    <Typography sx={{ mb: 2 }} data-testid="already-rated">
                      {t('alreadyRated')}
                    </Typography>
                  )}
                  <GivenRatingView stars={state.info.rating.stars} comment={state.info.rating.comment} />
                </>
              ) : (
                <RatingForm busy={busy} onSend={(rating) => void send(state.info, rating)} />
              ))}
          </>
        )}
      </Paper>
    </Container>
  );
}

/** The move the link is for: whose, which, when, where, and the crew's company. */
function LinkedMove({ info }: { info: RatingLinkInfo }) {
  const t = useT();
  const { day } = useFormats();
  return (
    <Box data-testid="rated-move">
      <Typography sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1 }}>{t('ratingLinkGreeting', { firstName: info.firstName })}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{t('ratingLinkMove', { moveId: info.moveID })}</Typography>
      {info.moveDate !== null && <Typography>{t('ratingLinkDate', { date: day(info.moveDate) })}</Typography>}
      <Typography>{t('ratingLinkRoute', { from: info.pickupCity, to: info.dropoffCity })}</Typography>
      {info.partnerName && <Typography>{t('ratingLinkCrew', { partner: info.partnerName })}</Typography>}
    </Box>
  );
}
