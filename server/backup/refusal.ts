/** An operator's request that cannot be carried out: its Vietnamese reason, exit code 1. */
export class Refusal extends Error {}
