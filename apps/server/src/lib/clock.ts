/** Time behind an interface so expiry and windows are testable without sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private t = Date.now()) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}
