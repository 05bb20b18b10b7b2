import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { AssignPartnerRequest } from '../lib/types';
import { reofferQuestion } from './assignmentFacts';
import type { OrderFacts } from './orderFacts';
import { PartnerDateDialog } from './PartnerDateDialog';
import { isPartnerUnfit } from './partnerFit';
import { StopPropagation } from './StopPropagation';
import { useOrderAction } from './useOrderAction';

/**
 * Assign Partner (admin-side §4): the partner is offered the job. Only partners fit for the day
 * are offered as choices; choosing the partner that declined this order's last offer, or let it
 * expire, asks first.
 */
export function AssignPartnerButton({ order, size = 'medium' }: { order: OrderFacts; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  return (
    <StopPropagation>
      <Button variant="contained" size={size} onClick={() => setOpen(true)}>
        Assign Partner
      </Button>
      {open && <AssignPartnerDialog order={order} onClose={() => setOpen(false)} />}
    </StopPropagation>
  );
}

/** The dialog and its hooks mount only when opened: a list has a button per row. */
function AssignPartnerDialog({ order, onClose }: { order: OrderFacts; onClose: () => void }) {
  const [asking, setAsking] = useState<{ question: string; vars: AssignPartnerRequest } | null>(null);
  // A partner that no longer fits (its last crew taken meanwhile) keeps the dialog open on the refetched list.
  const { mutate, isPending } = useOrderAction(
    (dp, vars: AssignPartnerRequest) => dp.assignPartner(vars),
    onClose,
    (error) => (isPartnerUnfit(error) ? setAsking(null) : onClose()),
  );
  return (
    <>
      <PartnerDateDialog
        title="Assign Partner"
        order={order}
        pending={isPending}
        onClose={onClose}
        onDone={(partner, day) => {
          const vars = { moveDatabaseID: order.id, actualMoveDate: day, partnerDatabaseID: partner.partnerID };
          const question = reofferQuestion(order, partner.partnerID, partner.companyName);
          if (question) setAsking({ question, vars });
          else mutate(vars);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title="Offer the job again?"
        message={asking?.question}
        confirmLabel="Offer again"
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && mutate(asking.vars)}
      />
    </>
  );
}
