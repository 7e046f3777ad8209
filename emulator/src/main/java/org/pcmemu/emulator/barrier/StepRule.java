package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.StepEnd;

import org.pcmemu.emulator.EmulationException;

/**
 * The model's rules for one step of a sub-machine: its price in model cycles, and any check the
 * model makes over the whole step (H-PRAM: exclusive access to each memory cell). BSP prices
 * every step of its one, never partitioned, machine as a superstep. The emulator only measures.
 *
 * <p>Called by the thread that completes the step's barrier, while every other live member of
 * the sub-machine is parked in it: whatever the members wrote before they arrived is visible, and
 * nothing they own changes until the call returns (see {@link SubMachine}).
 */
@FunctionalInterface
public interface StepRule {
    /**
     * @param machine  the sub-machine whose step ends; {@code machine.size()} is k
     * @param step     the step's index within that sub-machine, 0-based
     * @param work     the largest work one member charged in the step (cycles)
     * @param h        the largest number of words one member sent, or received, in the step
     * @param end      what ended it
     * @return the step's cost in cycles, at least 0
     * @throws EmulationException to fail the run with that error
     */
    long price(SubMachine machine, int step, long work, long h, StepEnd end);
}
