// Kysely table types: call-centre figures (话务指标): the repeat-call limit per number and traffic roll-ups.

export interface TrafficTables {}
