import { RatingLinkPage } from '@/features/ratings/components/RatingLinkPage';

export default function RateMoveRoute() {
  return <RatingLinkPage />;
}
