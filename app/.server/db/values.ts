export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}
