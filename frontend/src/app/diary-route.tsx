import DiaryPage from '../features/diary/components/diary-page';
import { useEnergyTokens } from '../features/tokens/api/tokens';

/** /diary: its balance per frequency reads the person's energy tokens (the tokens' query). */
export default function DiaryRoute() {
  return <DiaryPage tokens={useEnergyTokens()} />;
}
