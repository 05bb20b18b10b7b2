import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { API_SCOPES } from '@moveday/openapi';
import { DataTable, List, Pagination, SearchInput, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { IntegrationsNav } from '../integrations/IntegrationsNav';
import { formatMoment } from '../lib/format';
import type { ApiKeyRow } from '../lib/types';
import { API_KEY_TABS, apiKeyTabOf, scopeLabel } from './apiKeyFacts';
import { ApiKeyStateChip } from './ApiKeyStateChip';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

function StateTabs() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Tabs
      value={apiKeyTabOf(filterValues.state)}
      onChange={(_, next: string) => {
        const { state: _old, ...rest } = filterValues;
        setFilters(next === 'all' ? rest : { ...rest, state: next }, undefined, false);
      }}
      aria-label="API keys by state"
      variant="scrollable"
      scrollButtons={false}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {API_KEY_TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}

const Column = DataTable.Col<ApiKeyRow>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or prefix" sx={{ width: 280 }} />];

const nowrap = { whiteSpace: 'nowrap' } as const;
const muted = (text: string) => (
  <Typography component="span" variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** The scopes as chips in the catalogue's words, each with its description on hover. */
function Scopes({ apiKey }: { apiKey: ApiKeyRow }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 320 }}>
      {apiKey.scopes.map((scope) => (
        <Chip
          key={scope}
          size="small"
          variant="outlined"
          label={scopeLabel(scope)}
          title={`${scope}: ${API_SCOPES.find((s) => s.key === scope)?.description ?? ''}`}
        />
      ))}
    </Box>
  );
}

/**
 * The API keys integrators call MoveDay with, newest first: what each is for, its prefix (enough
 * to tell keys apart, never the key), what it may do, whether it still works, and when it was last
 * used. A key is made with New API key (its secret shown once) and revoked here.
 */
export default function ApiKeyList() {
  usePageTitle('API keys');
  return (
    <Box>
      <IntegrationsNav />
      <PageHeader title="API keys">
        <Button component={RouterLink} to="/apikeys/create" variant="contained" startIcon={<Add />}>
          New API key
        </Button>
      </PageHeader>
      <List
        resource="apikeys"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="API keys"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <StateTabs />
        <DataTable<ApiKeyRow>
          bulkActionButtons={false}
          rowClick={false}
          size="medium"
          sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No API keys here.</Box>}
        >
          <Column source="name" label="Name" render={(r) => <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 120 }}>{r.name}</Box>} />
          <Column
            source="prefix"
            label="Prefix"
            disableSort
            render={(r) => (
              <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
                {r.prefix}...
              </Box>
            )}
          />
          <Column source="scopes" label="Scopes" disableSort render={(r) => <Scopes apiKey={r} />} />
          <Column
            source="state"
            label="State"
            disableSort
            render={(r) => (
              <Box>
                <ApiKeyStateChip state={r.state} />
                {r.revokedAt !== null && (
                  <Typography variant="body2" color="text.secondary" sx={nowrap}>
                    {formatMoment(r.revokedAt)}
                  </Typography>
                )}
              </Box>
            )}
          />
          <Column
            source="createdAt"
            label="Created"
            render={(r) => (
              <Box>
                <Box sx={nowrap}>{formatMoment(r.createdAt)}</Box>
                {r.createdBy && (
                  <Typography variant="body2" color="text.secondary">
                    by {r.createdBy}
                  </Typography>
                )}
              </Box>
            )}
          />
          <Column source="expiresAt" label="Expires" sx={nowrap} render={(r) => (r.expiresAt === null ? muted('Never') : formatMoment(r.expiresAt))} />
          <Column source="lastUsedAt" label="Last used" sx={nowrap} render={(r) => (r.lastUsedAt === null ? muted('Never') : formatMoment(r.lastUsedAt))} />
          <Column source="id" label="" disableSort render={(r) => <RevokeApiKeyButton apiKey={r} />} />
        </DataTable>
      </List>
    </Box>
  );
}
