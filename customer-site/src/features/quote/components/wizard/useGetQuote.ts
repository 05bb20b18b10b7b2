import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '@moveday/openapi';
import { trackPageView } from '@/lib/analytics';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { getQuote } from '../../api/getQuote';
import { getQuoteFlow, quoteFlow } from '../../hooks/useQuoteFlow';
import { STEPS } from './steps';

/**
 * Get Quote (customer-side §4): the draft goes to the quote service behind a blocking dialog; the
 * answer is kept and the estimate page opens. The quote-service error gets its own dialog with
 * 'Edit Details'; any other failure the 'Oops!' dialog.
 */
export function useGetQuote() {
  const navigate = useNavigate();
  const [getting, setGetting] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);

  async function requestQuote() {
    if (getting) return;
    trackPageView(STEPS[4].filledEvent!);
    setGetting(true);
    try {
      const answer = await getQuote(getQuoteFlow().draft);
      quoteFlow.setQuote(answer);
      setGetting(false);
      navigate('/quoteestimate');
    } catch (err) {
      setGetting(false);
      if (err instanceof ApiError && err.errorCode === ErrorCode.quoteService) setServiceError(err.message);
      else dialogs.showError(messageOf(err));
    }
  }

  return { requestQuote, getting, serviceError, clearServiceError: () => setServiceError(null) };
}
