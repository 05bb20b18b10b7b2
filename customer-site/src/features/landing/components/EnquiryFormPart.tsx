import { Suspense } from 'react';
import { lazyChunk } from '@/lib/chunk-load';

const EnquiryForm = lazyChunk(() => import('./EnquiryForm'));

/** The enquiry form, its code loaded with it: the island of the Contact section (its own root where the landing page starts as islands). */
export function EnquiryFormPart() {
  return (
    <Suspense fallback={null}>
      <EnquiryForm />
    </Suspense>
  );
}
