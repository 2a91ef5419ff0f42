import { startService } from '../helpers/service';
import { semanticSearchContract } from './semantic-search-contract';

semanticSearchContract('the local Node service', async () => {
  const service = await startService();
  return { projectUrl: service.baseUrl, anonKey: service.anonKey, stop: () => service.stop() };
});
