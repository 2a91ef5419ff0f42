import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** Node 20 has no global WebSocket; supabase-js wants one at construction, though no test uses realtime. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('Realtime is not part of the knowledge service');
  }
}

/** supabase-js pointed at a project URL (the local service, or the edge function's gateway). */
export function testClient(projectUrl: string, anonKey: string): SupabaseClient {
  return createClient(projectUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: RealtimeNotUsed as unknown as typeof WebSocket },
  });
}
