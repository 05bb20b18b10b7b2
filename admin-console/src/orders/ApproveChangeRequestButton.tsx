import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatMoney } from '../lib/format';
import type { AdminChangeRequest, ApproveChangeRequest } from '../lib/types';
import { reassignQuestion } from './assignmentFacts';
import { approveNeedsPartner, daysText, priceDifference, withRequestedDates } from './changeRequestFacts';
import type { OrderFacts } from './orderFacts';
import { PartnerDateDialog } from './PartnerDateDialog';
import { isPartnerUnfit } from './partnerFit';
import { useOrderAction } from './useOrderAction';

interface Props {
  order: OrderFacts;
  request: AdminChangeRequest;
}

type Vars = { id: string; body: ApproveChangeRequest };

/**
 * Approve: the order takes the request's new dates and is re-priced. With a partner on it, the admin
 * chooses the move day among the new dates and who moves the customer: the partner it has (kept,
 * when it fits that day) or another (offered the job, as Reassign does, asking first when that
 * takes an accepted job away). Without one, a plain confirmation.
 */
export function ApproveChangeRequestButton({ order, request }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setOpen(true)}>
        Approve
      </Button>
      {open &&
        (approveNeedsPartner(order.status) ? (
          <ApproveWithPartnerDialog order={order} request={request} onClose={() => setOpen(false)} />
        ) : (
          <ApproveDialog order={order} request={request} onClose={() => setOpen(false)} />
        ))}
    </>
  );
}

/**
 * The approve call: a partner that no longer fits the day keeps the dialog open on the list fetched
 * again; any other refusal (answered meanwhile, the order changed) closes it over the order as it now is.
 */
function useApprove(onClose: () => void, onUnfit?: () => void) {
  return useOrderAction(
    (dp, vars: Vars) => dp.approveChangeRequest(vars.id, vars.body),
    onClose,
    (error) => (onUnfit && isPartnerUnfit(error) ? onUnfit() : onClose()),
  );
}

function PriceLine({ request }: { request: AdminChangeRequest }) {
  return (
    <Typography variant="body2" sx={{ mb: 1.5 }}>
      Price now {formatMoney(request.currentAmount)}; on the new dates {formatMoney(request.newAmount)} (
      {priceDifference(request.currentAmount, request.newAmount)}).
    </Typography>
  );
}

function ApproveWithPartnerDialog({ order, request, onClose }: Props & { onClose: () => void }) {
  const [asking, setAsking] = useState<{ question: string; vars: Vars } | null>(null);
  const { mutate, isPending } = useApprove(onClose, () => setAsking(null));
  const company = order.partnerName ?? order.offerPartnerName;
  return (
    <>
      <PartnerDateDialog
        title="Approve change request"
        intro={
          company
            ? `${company} has this job now: keep it on the new day, or choose another partner to offer the job to.`
            : 'Choose the new move day and the partner who moves the customer.'
        }
        order={withRequestedDates(order, request)}
        currentPartnerId={order.offerPartnerID}
        initialPartnerId={order.offerPartnerID}
        dateLabel="New move day"
        confirmLabel="Approve"
        pending={isPending}
        onClose={onClose}
        onDone={(partner, day) => {
          const vars = { id: request.id, body: { actualMoveDate: day, partnerDatabaseID: partner.partnerID } };
          const question = partner.partnerID === order.offerPartnerID ? null : reassignQuestion(order);
          if (question) setAsking({ question, vars });
          else mutate(vars);
        }}
      >
        <PriceLine request={request} />
      </PartnerDateDialog>
      <ConfirmDialog
        open={asking !== null}
        title="Take the job from its partner?"
        message={asking?.question}
        confirmLabel="Approve and reassign"
        danger
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && mutate(asking.vars)}
      />
    </>
  );
}

function ApproveDialog({ order, request, onClose }: Props & { onClose: () => void }) {
  const { mutate, isPending } = useApprove(onClose);
  return (
    <ConfirmDialog
      open
      title="Approve change request"
      message={`Order ${order.moveID} takes the new preferred dates ${daysText(request.preferredDates)} and is priced again: ${formatMoney(request.currentAmount)} now, ${formatMoney(request.newAmount)} on the new dates. The customer is mailed.`}
      confirmLabel="Approve"
      pending={isPending}
      onClose={onClose}
      onConfirm={() => mutate({ id: request.id, body: {} })}
    />
  );
}
