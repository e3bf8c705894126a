import type { Access } from 'payload'

/** Append-only records: nobody edits or deletes them, not even admin. */
export const nobody: Access = () => false
