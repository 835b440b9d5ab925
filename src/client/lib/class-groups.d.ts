/** Served by scripts/lib/class-groups-plugin.ts: tailwind-merge's answers for the client's classes. */
declare module 'virtual:class-groups' {
  /** Each group's classes, space-separated. */
  export const groups: string[];
  /** For each group, the groups whose earlier classes a later class of it removes. */
  export const removes: number[][];
}
