/** Types of emulator-leftovers.mjs for its tests (tests/cli). */
export interface EmulatorEngine {
  pid: number;
  command: string;
}
export function emulatorPorts(): number[];
export function listenersOn(ports: number[]): number[];
export function leftoverEngines(ports?: number[]): EmulatorEngine[];
export function sweepEmulatorEngines(options?: { ports?: number[]; graceMs?: number }): Promise<EmulatorEngine[]>;
