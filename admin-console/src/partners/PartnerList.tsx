import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { DataTable, List, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { Partner } from '../lib/types';
import { DeletePartnerButton } from './DeletePartnerButton';

export const editPartnerPath = (id: string) => `/editpartner?id=${encodeURIComponent(id)}`;

function EditPartnerButton() {
  const partner = useRecordContext<Partner>();
  const navigate = useNavigate();
  if (!partner) return null;
  return (
    <Tooltip title={`Edit ${partner.companyName}`}>
      <IconButton
        aria-label={`Edit ${partner.companyName}`}
        onClick={(event) => {
          event.stopPropagation();
          navigate(editPartnerPath(partner.id));
        }}
      >
        <Edit />
      </IconButton>
    </Tooltip>
  );
}

/** Settings (/settings): the partners, each with edit and delete, and Add Partner. */
export default function PartnerList() {
  usePageTitle('Partners');
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader title="Partners">
        <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/addpartner')}>
          Add Partner
        </Button>
      </PageHeader>
      <List resource="partners" sort={{ field: 'companyName', order: 'ASC' }} perPage={25} actions={false} exporter={false} title="Partners" empty={false}>
        <DataTable<Partner>
          bulkActionButtons={false}
          rowClick={false}
          size="medium"
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No partners yet. Add the first one.</Box>}
        >
          <DataTable.Col source="companyName" label="Partner Name" />
          <DataTable.Col source="location" label="Location" />
          <DataTable.Col
            label="Actions"
            align="right"
            render={() => (
              <>
                <EditPartnerButton />
                <DeletePartnerButton />
              </>
            )}
          />
        </DataTable>
      </List>
    </Box>
  );
}
