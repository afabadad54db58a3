// The engine's face lane warmed before the first photo comes, whenever results are the
// engine's (MOCK_ENGINE=local, the default): when the stand-in starts and when the switch
// turns the engine on. A create waits on that lane, and a cold one made its first photo wait
// for the models to load (mocks/engine/index.ts warmEngine).
import { warmEngine } from '../engine';
import { mockConfig } from './config';

export function warmWhenEngineOn(): void {
  if (mockConfig().engine === 'local') warmEngine();
}
