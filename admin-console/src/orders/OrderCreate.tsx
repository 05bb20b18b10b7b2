import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMessage, normalizeMoveDraft } from '@moveday/openapi';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { MoveDayDataProvider } from '../dataProvider';
import { isQuoteServiceError, messageOf } from '../lib/http';
import type { CustomerDetails, QuoteDetails } from '../lib/types';
import { isCustomerValid } from './form/customer';
import { draftProblems, emptyCustomer, emptyDraft, isDraftEmpty } from './form/draft';
import { CustomerSection, DropSection, MoveDetailsSection, PickupDetailsSection, PickupLocationSection, ServicesSection } from './form/MoveFormSections';
import { QuoteDialog, QuoteErrorDialog, QuoteLoadingDialog } from './form/QuoteDialogs';

const trimmed = (c: CustomerDetails): CustomerDetails => ({
  firstName: c.firstName.trim(),
  lastName: c.lastName.trim(),
  userEmail: c.userEmail.trim(),
  userPhone: c.userPhone,
});

/**
 * Add Order (admin-side §2): the customer and the move, Check Quote (enabled exactly when the
 * customer is valid and the draft breaks none of the move rules the server applies), then the
 * quote with the final amount and Save Details or Confirm Order.
 */
export default function OrderCreate() {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const show = useShowMessage();
  const [draft, setDraft] = useState(emptyDraft);
  const [customer, setCustomer] = useState(emptyCustomer);
  const [quoting, setQuoting] = useState(false);
  const [quote, setQuote] = useState<QuoteDetails | null>(null);
  const [amount, setAmount] = useState('');
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [saving, setSaving] = useState(false);
  usePageTitle('Add Order');

  const problems = [...new Set(Object.values(draftProblems(draft)))].map((key) => formatMessage(key));
  const customerValid = isCustomerValid(customer);
  const ready = problems.length === 0 && customerValid;

  const body = () => ({ ...normalizeMoveDraft(draft), customerDetails: trimmed(customer) });

  const checkQuote = async () => {
    setQuoting(true);
    try {
      const answer = await dataProvider.quoteNewOrder(body());
      setQuote(answer.quote);
      setAmount(String(answer.finalMoveAmount));
    } catch (error) {
      if (isQuoteServiceError(error)) setQuoteError(error.message);
      else void show(messageOf(error));
    } finally {
      setQuoting(false);
    }
  };

  const submit = async (mode: 'save' | 'confirm') => {
    setSaving(true);
    try {
      const answer = await dataProvider.addOrder({ ...body(), confirmSaveAdminAction: mode, finalMoveAmount: amount });
      notify(mode === 'save' ? `Order ${answer.moveID} saved` : `Order ${answer.moveID} confirmed`, { type: 'success' });
      navigate(`/editorder?id=${encodeURIComponent(answer.moveDatabaseID)}`);
    } catch (error) {
      setQuote(null);
      if (isQuoteServiceError(error)) setQuoteError(error.message);
      else void show(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const leave = () => navigate('/ordersPage');
  const back = () => (isDraftEmpty(draft, customer) ? leave() : setDiscarding(true));

  const checkQuoteButton = (
    <Button variant="contained" onClick={checkQuote} disabled={!ready || quoting}>
      Check Quote
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Add Order" onBack={back} backLabel="Back to orders">
        {checkQuoteButton}
      </PageHeader>
      <CustomerSection customer={customer} onChange={setCustomer} />
      <MoveDetailsSection draft={draft} onChange={setDraft} />
      <PickupLocationSection draft={draft} onChange={setDraft} />
      <PickupDetailsSection draft={draft} onChange={setDraft} />
      <ServicesSection draft={draft} onChange={setDraft} />
      <DropSection draft={draft} onChange={setDraft} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        {!ready && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} data-testid="check-quote-needs">
            To check the quote: {[...(customerValid ? [] : ['complete the customer details']), ...problems.slice(0, 3).map((p) => p.toLowerCase())].join('; ')}
            {problems.length > 3 ? '; ...' : ''}
          </Typography>
        )}
        {checkQuoteButton}
      </Box>

      <QuoteLoadingDialog open={quoting} />
      <QuoteErrorDialog message={quoteError} onEdit={() => setQuoteError(null)} />
      <QuoteDialog
        quote={quote}
        amount={amount}
        onAmountChange={setAmount}
        onClose={() => setQuote(null)}
        onSave={() => submit('save')}
        onConfirm={() => submit('confirm')}
        pending={saving}
      />
      <ConfirmDialog
        open={discarding}
        title="Are you sure you want to discard?"
        confirmLabel="Discard"
        danger
        onClose={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          setDraft(emptyDraft());
          setCustomer(emptyCustomer());
          leave();
        }}
      />
    </Box>
  );
}
