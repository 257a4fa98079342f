// Route module for /main: the public explorer.
import { ExplorerScreen } from '../../features/explorer/components/explorer-screen.tsx';

export default function ExplorerRoute() {
  return <ExplorerScreen />;
}
