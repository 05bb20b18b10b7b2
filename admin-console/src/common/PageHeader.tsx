import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's header: the back arrow, the title and the screen's buttons. */
export function PageHeader({
  title,
  onBack,
  backLabel = 'Back',
  children,
}: {
  title: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      {onBack && (
        <IconButton onClick={onBack} aria-label={backLabel} className="no-print" edge="start">
          <ArrowBack />
        </IconButton>
      )}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, flex: 1, minWidth: 200 }}>
        {title}
      </Typography>
      {children && (
        <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
