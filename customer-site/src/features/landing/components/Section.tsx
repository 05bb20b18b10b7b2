import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { SectionId } from '@/lib/scroll';

interface SectionProps {
  /** The scroll marker's anchor, when the section has one. */
  id?: SectionId;
  labelId: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tone?: 'paper' | 'canvas';
  children: ReactNode;
}

/** A landing page section: an eyebrow, a heading, an intro and its content. */
export function Section({ id, labelId, eyebrow, title, intro, tone = 'paper', children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={labelId}
      sx={{ bgcolor: tone === 'paper' ? 'background.paper' : 'background.default', py: { xs: 7, md: 11 }, outline: 'none' }}
    >
      <Container maxWidth="lg">
        <Typography
          component="p"
          sx={{ fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: 'secondary.dark', fontSize: '0.875rem', mb: 1 }}
        >
          {eyebrow}
        </Typography>
        <Typography id={labelId} variant="h2" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, maxWidth: 720 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 720, fontSize: { xs: '1.0625rem', md: '1.1875rem' }, lineHeight: 1.65 }}>
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 4, md: 6 } }}>{children}</Box>
      </Container>
    </Box>
  );
}

/** A small card of the landing page: a round icon, a title and a line or two. */
export function FeatureCard({ icon, title, children, step }: { icon: ReactNode; title: string; children: ReactNode; step?: number }) {
  const t = useT();
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#e6f0f2',
            color: 'primary.main',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
        {step !== undefined && (
          <Typography component="span" sx={{ fontWeight: 800, color: 'secondary.dark', letterSpacing: '0.08em', fontSize: '0.875rem' }}>
            {t('landingStep', { step })}
          </Typography>
        )}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {children}
      </Typography>
    </Box>
  );
}

export const cardGrid = (columns: { xs?: number; sm?: number; md: number }) => ({
  display: 'grid',
  gap: { xs: 2, md: 3 },
  p: 0,
  m: 0,
  gridTemplateColumns: {
    xs: `repeat(${columns.xs ?? 1}, 1fr)`,
    sm: `repeat(${columns.sm ?? columns.xs ?? 1}, 1fr)`,
    md: `repeat(${columns.md}, 1fr)`,
  },
});
