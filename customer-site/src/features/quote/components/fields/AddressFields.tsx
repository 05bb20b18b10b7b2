import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Limits, Patterns, SERVICE_AREAS, textProblem, type Address, type MessageKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { sideFacts, withSideFacts, type DraftFieldProps, type Side } from './draftFields';
import { askZip, useZipAnswer } from './zipLookup';

const AUTOCOMPLETE_SECTION: Record<Side, string> = { pickup: 'section-pickup', drop: 'section-dropoff' };

/** The states and cities we serve, by their own names (the same in every language). */
const SERVED_AREAS = SERVICE_AREAS.map((area) => `${area.stateName} (${area.cities.map((city) => city.name).join(', ')})`).join('; ');

/**
 * A pickup or drop-off address (customer-side §5). Typing the fifth digit of the zip looks it up
 * and fills the city and state; an unknown zip is flagged at once, and one outside our areas
 * gets a word of warning (the server has the last word at Get Quote, so neither blocks Next).
 */
export function AddressFields({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const address = sideFacts(draft, side).address;
  const zip = address.zipcode;
  const complete = Patterns.zipcode.test(zip);
  const answer = useZipAnswer(zip);
  const [zipLeft, setZipLeft] = useState(false);
  const t = useT();

  // A zip kept from an earlier visit is looked up too, to show its flags again (nothing is filled).
  useEffect(() => {
    if (complete) void askZip(zip);
  }, [zip, complete]);

  const set = (patch: Partial<Address>) => edit((d) => withSideFacts(d, side, { address: { ...sideFacts(d, side).address, ...patch } }));

  const changeZip = (typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, Limits.zipcode);
    set({ zipcode: digits });
    if (!Patterns.zipcode.test(digits)) return;
    void askZip(digits).then((found) => {
      if (!found || found === 'unknown') return;
      edit((d) => {
        const now = sideFacts(d, side).address;
        // The visitor may have typed on meanwhile: fill only the zip that was asked about.
        if (now.zipcode !== digits || (now.city === found.city && now.state === found.state)) return d;
        return withSideFacts(d, side, { address: { ...now, city: found.city, state: found.state } });
      });
    });
  };

  const id = (field: string) => `quote-${side}-${field}`;
  const auto = (token: string) => `${AUTOCOMPLETE_SECTION[side]} ${token}`;
  let zipProblem: MessageKey | undefined;
  if (complete && answer === 'unknown') zipProblem = 'zipcodeUnknown';
  else if (!complete && zip !== '' && zipLeft) zipProblem = 'zipcodeInvalid';
  const notServed = complete && answer !== undefined && answer !== 'unknown' && !answer.served;
  // Text we cannot store is flagged on its field at once (the Next hint says it too).
  const textState = (value: string | undefined) => {
    const problem = textProblem(value);
    return problem ? { error: true, helperText: t(problem) } : {};
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <TextField
        id={id('street')}
        label={t('wizardStreet')}
        required
        fullWidth
        autoComplete={auto('address-line1')}
        value={address.streetaddress}
        onChange={(event) => set({ streetaddress: event.target.value })}
        {...textState(address.streetaddress)}
        slotProps={{ htmlInput: { maxLength: Limits.streetAddress } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        id={id('street2')}
        label={t('wizardStreet2')}
        fullWidth
        autoComplete={auto('address-line2')}
        value={address.streetaddress2 ?? ''}
        onChange={(event) => set({ streetaddress2: event.target.value })}
        {...textState(address.streetaddress2)}
        slotProps={{ htmlInput: { maxLength: Limits.streetAddress } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        id={id('zip')}
        label={t('wizardZip')}
        required
        fullWidth
        autoComplete={auto('postal-code')}
        value={zip}
        onChange={(event) => changeZip(event.target.value)}
        onBlur={() => setZipLeft(true)}
        error={zipProblem !== undefined}
        helperText={t(zipProblem ?? 'wizardZipHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: Limits.zipcode } }}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextField
        id={id('city')}
        label={t('wizardCity')}
        required
        fullWidth
        autoComplete={auto('address-level2')}
        value={address.city}
        onChange={(event) => set({ city: event.target.value })}
        {...textState(address.city)}
        slotProps={{ htmlInput: { maxLength: Limits.city } }}
      />
      <TextField
        id={id('state')}
        label={t('wizardState')}
        required
        fullWidth
        autoComplete={auto('address-level1')}
        value={address.state}
        onChange={(event) => set({ state: event.target.value })}
        {...textState(address.state)}
        slotProps={{ htmlInput: { maxLength: Limits.state } }}
      />
      {notServed && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }} data-testid={`${side}-zip-not-served`}>
          {t('wizardZipNotServed', { notServed: { key: 'zipcodeNotServed' }, areas: SERVED_AREAS })}
        </Alert>
      )}
    </Box>
  );
}
