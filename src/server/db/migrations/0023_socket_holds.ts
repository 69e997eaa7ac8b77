import type { Kysely } from 'kysely';

// The live sockets each node holds per client address (issue 22): a cluster caps an address's
// sockets across all its nodes (SOCKETS_PER_ADDRESS), counting only the nodes still alive by
// their own leases. One row per address and node; a single server keeps its count in memory.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('socket_holds')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('node', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('socket_holds_pk', ['address', 'node'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('socket_holds').execute();
}
