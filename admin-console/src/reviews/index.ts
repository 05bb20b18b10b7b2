import ReviewsOutlined from '@mui/icons-material/ReviewsOutlined';
import { lazy } from 'react';

export const loaders = { list: () => import('./ReviewList') };

/** Reviews: the ratings customers gave their moves, read-only, at /reviews. */
export default {
  list: lazy(loaders.list),
  icon: ReviewsOutlined,
};
