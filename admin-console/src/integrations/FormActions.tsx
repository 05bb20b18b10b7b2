import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormState } from 'react-hook-form';

/** A form's submit button, held while the form is being sent (react-admin's SaveButton stays off until a field changes). */
export function FormActions({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pb: 2 }}>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {label}
      </Button>
    </Box>
  );
}
