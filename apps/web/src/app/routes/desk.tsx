import { DeskQueue } from '@/features/desk';

export default function DeskRoute() {
  return <DeskQueue />;
}
