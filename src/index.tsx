import { createRoot } from 'react-dom/client';
import { createAppStore } from './app';
import { App } from './App';
import { routerBase } from './routerBase';

const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App store={store} basename={routerBase()} />);
