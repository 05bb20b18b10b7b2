import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Limits, WEBHOOK_EVENTS } from '@moveday/openapi';
import { CheckboxGroupInput, TextInput } from 'react-admin';

/** An event's words: the catalogue's label, its key as the body names it, and when it is sent. */
const described = (event: (typeof WEBHOOK_EVENTS)[number]) => (
  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
    <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
      {event.label}{' '}
      <Box component="code" sx={{ fontWeight: 400, fontSize: '0.8rem', color: 'text.secondary' }}>
        {event.key}
      </Box>
    </Box>
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {event.description}
    </Typography>
  </Box>
);

/** An endpoint's address, note and events: the fields of New endpoint and of the endpoint's page. */
export function WebhookFormFields() {
  return (
    <>
      <TextInput
        source="url"
        label="Address (URL)"
        helperText="Where MoveDay POSTs each event, e.g. https://erp.example.com/moveday/events"
        fullWidth
        slotProps={{ htmlInput: { maxLength: Limits.webhookUrl, spellCheck: false, inputMode: 'url' } }}
      />
      <TextInput
        source="description"
        label="Description"
        helperText="What receives these events (for the admins)"
        fullWidth
        slotProps={{ htmlInput: { maxLength: Limits.webhookDescription } }}
      />
      <CheckboxGroupInput
        source="events"
        label="Events to send"
        choices={[...WEBHOOK_EVENTS]}
        optionValue="key"
        optionText={described}
        row={false}
        helperText={false}
      />
    </>
  );
}
