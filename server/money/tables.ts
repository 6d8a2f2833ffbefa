// The money context's tables as Kysely sees them (created by server/db/migrations).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MoneyTables {}
