// Standalone development entry: this remote alone, on its own port, with its own router.
// In the product the host mounts `./routes` instead and this file is never loaded.
import { startStandalone } from '@conexoes/shared/ui';
import { TemplatesRoutes } from './routes';

startStandalone(TemplatesRoutes);
