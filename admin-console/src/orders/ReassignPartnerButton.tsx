import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { ReassignPartnerRequest } from '../lib/types';
import { isReassignable, reassignQuestion } from './assignmentFacts';
import type { OrderFacts } from './orderFacts';
import { PartnerDateDialog } from './PartnerDateDialog';
import { isPartnerUnfit } from './partnerFit';
import { StopPropagation } from './StopPropagation';
import { useOrderAction } from './useOrderAction';

/**
 * Reassign, for a job still with its partner (offered or accepted): Assign Partner's dialog, then
 * the job is withdrawn from that partner and offered to the one chosen. The server is told the
 * state the admin saw and refuses if it has changed (the partner accepted meanwhile, say); taking
 * an accepted job asks first.
 */
export function ReassignPartnerButton({ order, size = 'medium' }: { order: OrderFacts; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  if (!isReassignable(order)) return null;
  return (
    <StopPropagation>
      <Button variant="outlined" size={size} onClick={() => setOpen(true)}>
        Reassign
      </Button>
      {open && <ReassignPartnerDialog order={order} seen={order.assignmentState} onClose={() => setOpen(false)} />}
    </StopPropagation>
  );
}

function ReassignPartnerDialog({ order, seen, onClose }: { order: OrderFacts; seen: ReassignPartnerRequest['assignmentState']; onClose: () => void }) {
  const [asking, setAsking] = useState<{ question: string; vars: ReassignPartnerRequest } | null>(null);
  const { mutate, isPending } = useOrderAction(
    (dp, vars: ReassignPartnerRequest) => dp.reassignPartner(vars),
    onClose,
    (error) => (isPartnerUnfit(error) ? setAsking(null) : onClose()),
  );
  const company = order.partnerName ?? order.offerPartnerName;
  return (
    <>
      <PartnerDateDialog
        title="Reassign Partner"
        intro={company ? `${company} has this job now (${seen}). Choose who gets it instead.` : undefined}
        order={order}
        currentPartnerId={order.offerPartnerID}
        pending={isPending}
        onClose={onClose}
        onDone={(partner, day) => {
          const vars = { moveDatabaseID: order.id, partnerDatabaseID: partner.partnerID, actualMoveDate: day, assignmentState: seen };
          const question = reassignQuestion(order);
          if (question) setAsking({ question, vars });
          else mutate(vars);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title="Take the job from its partner?"
        message={asking?.question}
        confirmLabel="Reassign"
        danger
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && mutate(asking.vars)}
      />
    </>
  );
}
