export interface ThrowawayPostgres {
  url: string;
  bin: string;
  port: number;
  stop(): void;
}
export function startThrowawayPostgres(): Promise<ThrowawayPostgres | null>;
