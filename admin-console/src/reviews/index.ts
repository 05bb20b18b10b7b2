import ReviewsOutlined from '@mui/icons-material/ReviewsOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = { list: () => import('./ReviewList') };

/** Reviews: the ratings customers gave their moves, read-only, at /reviews. */
export default {
  list: lazyScreen(loaders.list),
  icon: ReviewsOutlined,
};
