import { MoveTypeChoice } from '@/features/move-type/components/MoveTypeChoice';

export default function ChooseMoveTypeRoute() {
  return <MoveTypeChoice />;
}
