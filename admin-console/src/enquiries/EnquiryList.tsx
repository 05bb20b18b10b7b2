import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable, List, SearchInput, useListContext } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { formatMoment } from '../lib/format';
import type { EnquiryRow } from '../lib/types';

function KindTabs() {
  const { filterValues, setFilters } = useListContext();
  const kind = (filterValues.kind as string | undefined) ?? 'all';
  return (
    <Tabs
      value={kind}
      onChange={(_, next: string) => {
        const { kind: _old, ...rest } = filterValues;
        setFilters(next === 'all' ? rest : { ...rest, kind: next }, undefined, false);
      }}
      aria-label="Kinds of enquiry"
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label="All" />
      <Tab value="home" label="Home" />
      <Tab value="commercial" label="Commercial" />
    </Tabs>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name, email, phone or text" sx={{ width: 320 }} />];

/** The enquiries from the landing page (home) and the commercial move form, newest first; read-only. */
export default function EnquiryList() {
  usePageTitle('Enquiries');
  return (
    <Box>
      <PageHeader title="Enquiries" />
      <List resource="enquiries" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} filters={filters} title="Enquiries" empty={false}>
        <KindTabs />
        <DataTable<EnquiryRow> bulkActionButtons={false} rowClick={false} size="medium">
          <DataTable.Col source="createdAt" label="Received" render={(r) => formatMoment(r.createdAt)} />
          <DataTable.Col
            source="kind"
            label="Kind"
            render={(r) => <Chip size="small" label={r.kind === 'home' ? 'Home' : 'Commercial'} color={r.kind === 'home' ? 'default' : 'primary'} />}
          />
          <DataTable.Col source="lastName" label="Name" render={(r) => `${r.firstName} ${r.lastName}`} />
          <DataTable.Col source="email" label="Email" render={(r) => <a href={`mailto:${r.email}`}>{r.email}</a>} />
          <DataTable.Col source="phone" label="Phone" />
          <DataTable.Col
            label="About"
            disableSort
            render={(r) =>
              r.kind === 'home' ? (
                <>
                  {r.selectOption}
                  {r.notification ? (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Agrees to hear from us
                    </Typography>
                  ) : null}
                </>
              ) : (
                `${r.fromlocation} → ${r.tolocation}`
              )
            }
          />
          <DataTable.Col source="message" label="Message" disableSort render={(r) => <Box sx={{ maxWidth: 360, whiteSpace: 'pre-line' }}>{r.message}</Box>} />
        </DataTable>
      </List>
    </Box>
  );
}
